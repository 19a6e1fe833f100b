import Foundation
import Localization
import Observables
import Services
import TUI
import Weather

/// Wires the shell: tabs, status bar prefix, the location prompt, and remembering the last tab and place.
@MainActor
final class ShellBuilder {
    let environment: AppEnvironment
    let location: Observable<ResolvedLocation>
    private var subscriptions = Set<Subscription>()

    init(environment: AppEnvironment, location: ResolvedLocation) {
        self.environment = environment
        self.location = Observable(location)
    }

    func makeShell(selectedTab: Int?, accessible: Bool = false) -> Shell {
        let tabs = TabsFactory(
            environment: environment, location: location, relocate: { [weak self] in self?.relocate() }
        )
        .makeTabs(subscriptions: &subscriptions)
        followGPS()
        let saved = environment.state.value(StateFile.lastTab).flatMap(Int.init)
        let shell = Shell(tabs: tabs, selectedTab: selectedTab ?? saved ?? 0)
        shell.accessible = accessible || environment.config.accessible
        let state = environment.state
        shell.onSelectTab = { index in state.set(StateFile.lastTab, String(index)) }
        let environment = self.environment
        let location = self.location
        // Weather's mark follows its last answer: sample data after a failed request is not marked live.
        let weather = tabs.lazy.compactMap { $0 as? WeatherView }.first?.model
        // Asked on every frame; made again only when what it says changed (a move in a list changes none of it). The
        // services' marks depend on nothing else that changes while the app runs (config, --offline: fixed at start);
        // whatever comes to change them must be added to `StatusInputs`.
        var kept: (inputs: StatusInputs, text: String)?
        shell.statusPrefix = { [weak shell] in
            let answer = weather?.state.report.map { ($0.source, keptCopy: $0.origin?.isOfflineCopy == true) }
            let inputs = StatusInputs(
                accessible: shell?.accessible == true, weather: answer?.0, keptCopy: answer?.keptCopy ?? false,
                place: location.value.name, origin: location.value.origin, notes: environment.notes)
            if let kept, kept.inputs == inputs { return kept.text }
            let services =
                inputs.accessible
                ? environment.serviceSummaryInWords(weatherAnswer: answer)
                : environment.serviceSummary(weatherAnswer: answer)
            let origin = inputs.origin.flatMap { $0 == .named ? nil : " (\($0.words))" } ?? ""
            let text = ([services, L.statusAt(place: inputs.place, origin: origin)] + inputs.notes).joined(
                separator: " · ")
            kept = (inputs, text)
            return text
        }
        shell.helpNotes = [L.helpStatusBarNote]
        // What went wrong at start — the database restored, held in memory, or a config line ignored — is said in
        // full, in a box over the first tab (the status line would cut it).
        let startNotes = [environment.databaseNote].compactMap { $0 } + environment.config.warnings
        if !startNotes.isEmpty {
            shell.notice = AlertMessage(
                title: environment.databaseNote != nil ? L.databaseNoticeTitle : L.configNoticeTitle,
                message: startNotes.joined(separator: "\n"))
        }
        shell.extraBindings = [
            KeyBinding([.char("L")], L.keySetLocation, hint: L.hintLocation) { [weak shell] in
                guard let shell else { return }
                shell.prompt(title: L.promptLocation, initial: "") { text in
                    Task { @MainActor in
                        do {
                            let resolved = try await environment.locationResolver().resolve(text)
                            location.value = resolved
                            environment.remember(location: resolved)
                            shell.show(message: L.locationChanged(resolved.name))
                        } catch let failure as LocationResolver.Failure {
                            shell.show(message: failure.description)
                        } catch {
                            shell.show(
                                message: ServiceError.from(error, service: KakaoLocalClient.serviceName).userMessage)
                        }
                    }
                }
            }
        ]
        return shell
    }

    // MARK: Where you are

    private var watcher: GPSDWatcher?

    /// While the app runs, a gpsd fix more than 50 m from "you" moves "you" (the Stores list searches again; the
    /// map follows unless the user moved it) — unless a person named the place.
    private func followGPS() {
        let watcher = GPSDWatcher(host: environment.config.gpsdHost, port: environment.config.gpsdPort)
        self.watcher = watcher
        watcher.start { [weak self] fix in
            Task { @MainActor in self?.accept(fix) }
        }
    }

    private func accept(_ fix: GPSFix) {
        let current = location.value
        guard current.origin != nil, current.origin != .named else { return }
        if case .gps = current.origin, current.coordinate.distance(to: fix.coordinate) <= 50 { return }
        location.value = ResolvedLocation(
            name: environment.locationResolver().nameOf(fix.coordinate), coordinate: fix.coordinate,
            origin: .gps(accuracy: fix.accuracy))
    }

    /// `c`: unless a person named the place, the sources are asked again (gpsd, the network if allowed, …).
    func relocate() {
        let current = location.value
        guard current.origin != nil, current.origin != .named else { return }
        Task { @MainActor [weak self] in
            guard let self else { return }
            let found = await self.environment.locationSources().locate()
            if found.coordinate.distance(to: self.location.value.coordinate) > 50 || found.origin != current.origin {
                self.location.value = found
            }
        }
    }
}

/// What the status line's left part says: the services' marks, where you are, the start's notes.
private struct StatusInputs: Equatable {
    let accessible: Bool
    let weather: WeatherSource?
    let keptCopy: Bool
    let place: String
    let origin: LocationOrigin?
    let notes: [String]
}
