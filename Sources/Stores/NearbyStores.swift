import Services

/// The use case behind the Stores tab and `onestep stores`: convenience stores around a point, nearest first,
/// each with the way it lies from that point, and where the answer came from.
public struct NearbyStores: Sendable {
    public struct Result: Sendable {
        public var stores: [ConvenienceStore]
        public var source: StoreSource
        /// Why the source is not the one asked for (no network, a refused key), if so.
        public var note: String?
        /// When the stores were fetched, and whether they are the last answer kept offline (nil: sample).
        public var origin: AnswerOrigin?
    }

    public let search: any StoreSearch
    public init(search: any StoreSearch) { self.search = search }

    public func stores(around center: Coordinate, radius: Int) async throws -> Result {
        let answer = try await search.search(around: center, radius: radius)
        var parsed: [String: OpeningHours] = [:]
        return Result(
            stores: answer.places.map { ConvenienceStore(place: $0, from: center, parsed: &parsed) },
            source: answer.source,
            note: answer.note, origin: answer.origin)
    }
}
