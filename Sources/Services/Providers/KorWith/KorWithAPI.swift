import Foundation

/// KorWithService2 (barrier-free tourism) operations with their parameters.
public enum KorWithAPI: Equatable, Sendable {
    case locationBasedList(
        center: Coordinate, radius: Int, sort: TourSort, category: TourCategory?, page: Int, rows: Int)
    case areaBasedList(
        regionCode: String, districtCode: String?, sort: TourSort, category: TourCategory?, page: Int, rows: Int)
    case searchKeyword(
        keyword: String, regionCode: String?, districtCode: String?, sort: TourSort, category: TourCategory?, page: Int,
        rows: Int)
    /// `contentTypeId` must not be sent to the two detail operations (the service rejects it).
    case detailCommon(contentID: String)
    case detailWithTour(contentID: String)

    public static let maxRadius = 20_000

    public var operation: String {
        switch self {
        case .locationBasedList: return "locationBasedList2"
        case .areaBasedList: return "areaBasedList2"
        case .searchKeyword: return "searchKeyword2"
        case .detailCommon: return "detailCommon2"
        case .detailWithTour: return "detailWithTour2"
        }
    }

    public var queryItems: [(String, String)] {
        func list(_ sort: TourSort, _ category: TourCategory?, _ page: Int, _ rows: Int) -> [(String, String)] {
            var items = [
                ("numOfRows", String(rows)), ("pageNo", String(page)), ("arrange", KorWithCodes.arrange(sort)),
            ]
            if let category { items.append(("contentTypeId", String(KorWithCodes.contentType(category)))) }
            return items
        }
        switch self {
        case let .locationBasedList(center, radius, sort, category, page, rows):
            return list(sort, category, page, rows) + [
                ("mapX", String(center.longitude)), ("mapY", String(center.latitude)),
                ("radius", String(min(radius, Self.maxRadius))),
            ]
        case let .areaBasedList(region, district, sort, category, page, rows):
            return list(sort, category, page, rows) + [("lDongRegnCd", region)]
                + (district.map { [("lDongSignguCd", $0)] } ?? [])
        case let .searchKeyword(keyword, region, district, sort, category, page, rows):
            var items = list(sort, category, page, rows) + [("keyword", keyword)]
            if let region { items.append(("lDongRegnCd", region)) }
            if let district, region != nil { items.append(("lDongSignguCd", district)) }
            return items
        case .detailCommon(let id), .detailWithTour(let id):
            return [("contentId", id), ("numOfRows", "1"), ("pageNo", "1")]
        }
    }

    /// The service key is sent URL-encoded exactly once: a key pasted in its encoded form is decoded first.
    public func request(baseURL: URL, serviceKey: String?) -> HTTPRequest {
        var items: [(String, String)] = []
        if let serviceKey {
            items.append(
                (
                    "serviceKey",
                    serviceKey.contains("%") ? (serviceKey.removingPercentEncoding ?? serviceKey) : serviceKey
                ))
        }
        items += [("MobileOS", "ETC"), ("MobileApp", "onestep"), ("_type", "json")] + queryItems
        return HTTPRequest(url: makeURL(base: baseURL, path: operation, query: items))
    }
}
