import Foundation

/// Kakao's places in our own terms.
extension KakaoLocalClient: StoreSearch {
    /// Kakao's convenience-store category (CS2); without a key this client speaks to the bundled sample.
    public func search(around center: Coordinate, radius: Int) async throws -> StoreAnswer {
        let (found, origin) = try await AnswerOrigin.collect {
            try await searchCategory("CS2", around: center, radius: radius)
        }
        // Made-up stores carry no phone number and no link: a number that looks real may ring a real person.
        let places = found.map { place in
            StorePlace(
                id: place.id, name: place.name, category: place.categoryName, phone: isLive ? place.phone : "",
                address: place.address,
                roadAddress: place.roadAddress, coordinate: place.coordinate, distance: place.distance,
                url: isLive ? place.url : "")
        }
        var answer = StoreAnswer(places: places, source: isLive ? .kakao : .sample)
        answer.origin = origin
        return answer
    }
}
