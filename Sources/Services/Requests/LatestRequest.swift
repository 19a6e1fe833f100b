/// One request where only the newest matters (Bubble Tea's tag): starting one cancels the one in flight,
/// and an answer or failure from an older one is dropped. A cancellation is never reported as a failure.
/// Feature view models hold one per kind of request instead of a generation counter and a `Task` each.
@MainActor
public final class LatestRequest {
    /// Names the service in failure sentences.
    public let service: String
    private var generation = 0
    private var task: Task<Void, Never>?
    public private(set) var isRunning = false

    public init(service: String) {
        self.service = service
    }

    /// Cancels whatever runs and starts `operation`; exactly one of the handlers runs, unless a newer
    /// `start` or a `cancel` came first.
    public func start<Value>(
        _ operation: @escaping @MainActor () async throws -> Value,
        onSuccess: @escaping @MainActor (Value) -> Void,
        onFailure: @escaping @MainActor (ServiceError) -> Void
    ) {
        cancel()
        let mine = generation
        isRunning = true
        task = Task { @MainActor [weak self] in
            do {
                let value = try await operation()
                guard let self, mine == self.generation, !Task.isCancelled else { return }
                self.isRunning = false
                onSuccess(value)
            } catch {
                guard let self, mine == self.generation else { return }
                self.isRunning = false
                guard let failure = ServiceError.reportable(error, service: self.service) else { return }
                onFailure(failure)
            }
        }
    }

    /// Stops the request in flight; its answer, if it still comes, is dropped.
    public func cancel() {
        generation += 1
        task?.cancel()
        task = nil
        isRunning = false
    }

    /// Waits until the newest request has finished, including one started while waiting.
    public func settle() async {
        while let current = task {
            await current.value
            if task == nil || current == task! { break }
        }
    }
}
