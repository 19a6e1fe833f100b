import Observables
import Services

/// The access-record room: tourism records asked one at a time in the order asked (the rows on screen first), each
/// at most once in a session, through the shared request type (a new list stops the queue). Answers with actions:
/// records published a few at a time (one frame each, so the rows do not repaint, and move a braille display's
/// cursor, once per record), a failure said per record, and quiet when nothing is left to come.
@MainActor
final class AccessRecordQueue {
    static let recordsPerUpdate = 5

    private let client: any TravelService
    private let request: LatestRequest
    var send: (TravelAction) -> Void = { _ in }
    private var queue: [String] = []
    private var inFlight: String?
    private var unpublished: [String: AccessRecord] = [:]
    /// Ids asked for (answered or in flight): never fetched twice in a session.
    private var requested = Set<String>()

    init(client: any TravelService) {
        self.client = client
        request = LatestRequest(service: client.serviceName)
    }

    var isRunning: Bool { request.isRunning }

    func fetch(_ ids: [String], sayIfQuiet: Bool) {
        for id in ids where !requested.contains(id) {
            requested.insert(id)
            queue.append(id)
        }
        if sayIfQuiet, queue.isEmpty, inFlight == nil { return send(.recordsQuiet) }
        fetchNext()
    }

    /// A new list: the records still queued (or on their way) for the old one are not fetched now, and may be later.
    func stop() {
        publish(pageOn: false)
        request.cancel()
        for id in queue + [inFlight].compactMap({ $0 }) { requested.remove(id) }
        queue = []
        inFlight = nil
    }

    func settle() async { await request.settle() }

    private func fetchNext() {
        guard inFlight == nil, !queue.isEmpty else { return }
        let id = queue.removeFirst()
        inFlight = id
        request.start(
            { [client] in
                do { return try await client.access(id) } catch  where !Task.isCancelled {
                    // Not cancelled here (a new list cancels through the request): a cancellation from below is a
                    // failure the queue must hear, or it would wait for this record for ever. Any other error is
                    // said as itself (a quota, a key refused), never as "no network".
                    if error is CancellationError { throw RecordUnavailable() }
                    throw error
                }
            },
            onSuccess: { [weak self] record in
                guard let self else { return }
                self.inFlight = nil
                self.unpublished[id] = record
                if self.queue.isEmpty || self.unpublished.count >= Self.recordsPerUpdate {
                    self.publish(pageOn: self.queue.isEmpty)
                }
                self.fetchNext()
            },
            onFailure: { [weak self] failure in
                guard let self else { return }
                self.inFlight = nil
                self.requested.remove(id)  // a failure may be retried later
                self.send(.recordFailed(id: id, reason: failure.userMessage))
                if self.queue.isEmpty { self.publish(pageOn: false) }
                self.fetchNext()
            })
    }

    private func publish(pageOn: Bool) {
        guard !unpublished.isEmpty || pageOn else { return }
        let batch = unpublished
        unpublished = [:]
        send(.recordsArrived(batch, pageOn: pageOn))
    }
}

/// A record that could not be had (reported as a failure, so the queue goes on).
struct RecordUnavailable: Error {}
