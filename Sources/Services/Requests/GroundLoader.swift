import Foundation
import Localization
import Observables

/// The ground under a tab's map, fetched beside the tab's own search and never holding it up: the answer (the
/// bundled coast and rivers even when the live streets fail) and a sentence said once when the streets failed.
/// A `ChangeSource`, so the tab that holds it redraws when the ground arrives (found like its own observables).
@MainActor
public final class GroundLoader: ChangeSource {
    public let ground = Observable<GroundAnswer?>(nil)
    /// "streets not drawn: …" after a failed live request; nil once streets arrive.
    public let note = Observable<String?>(nil)
    /// Counts the answers taken, so a view can keep what it made of one (lines, a drawn canvas) until the next.
    public private(set) var revision = 0
    private let service: (any GroundService)?
    private let request = LatestRequest(service: "OpenStreetMap")  // not UI: a source name
    private var loadedFor: (Coordinate, Int)?

    public init(service: (any GroundService)?) { self.service = service }

    public override func onChange(_ handler: @escaping @MainActor () -> Void) -> Subscription {
        Subscription.combining([ground.onChange(handler), note.onChange(handler)])
    }

    /// For a view around `center`; the same area again asks nothing.
    public func load(around center: Coordinate, radius: Int) {
        guard let service else { return }
        if let (at, r) = loadedFor, at == center, r == radius, ground.value != nil { return }
        loadedFor = (center, radius)
        request.start(
            { () async -> (GroundAnswer?, String?) in
                do {
                    return (try await service.ground(around: center, radius: radius), nil)
                } catch let failure as GroundFailure {
                    // The live streets failed: the bundled coast and rivers are drawn anyway.
                    return (
                        failure.bundled, ServiceError.from(failure.underlying, service: "OpenStreetMap").userMessage
                    )
                } catch {
                    return (nil, ServiceError.from(error, service: "OpenStreetMap").userMessage)
                }
            },
            onSuccess: { [weak self] answer, failure in
                guard let self else { return }
                if let answer {
                    self.revision += 1
                    self.ground.value = answer
                }
                if failure != nil { self.loadedFor = nil }
                self.note.value = failure.map { L.streetsNotDrawn($0) }
            },
            onFailure: { _ in })
    }

    public func settle() async { await request.settle() }
}
