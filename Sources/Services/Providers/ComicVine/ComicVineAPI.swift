import Foundation

/// Comic Vine (GameSpot): characters by name (the filter matches anywhere in the name), 10 a page, and one
/// character by id (`4005-` is the character type in its paths). A small field list keeps pages small.
public enum ComicVineAPI {
    public static let defaultBaseURL = URL(string: "https://comicvine.gamespot.com/api")!
    public static let pageSize = CharacterPage.size
    static let fields =
        "id,name,real_name,deck,description,image,publisher,count_of_issue_appearances,first_appeared_in_issue,"
        + "date_last_updated,site_detail_url"

    case characters(name: String, offset: Int)
    case character(id: Int)

    public func request(baseURL: URL, apiKey: String) -> HTTPRequest {
        let (path, query): (String, [(String, String)])
        switch self {
        case let .characters(name, offset):
            path = "characters/"
            // A comma would start a second filter: names never need one.
            query = [
                ("filter", "name:" + name.replacingOccurrences(of: ",", with: " ")),  // not UI: an API filter
                ("limit", String(Self.pageSize)),
                ("offset", String(offset)), ("sort", "name:asc"), ("field_list", Self.fields),
            ]
        case .character(let id):
            path = "character/4005-\(id)/"
            query = [("field_list", Self.fields)]
        }
        return HTTPRequest(
            url: makeURL(base: baseURL, path: path, query: [("api_key", apiKey), ("format", "json")] + query))
    }
}
