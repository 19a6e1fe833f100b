import Foundation

@testable import Services

func marvelPage(_ names: [(Int, String)], total: Int, offset: Int = 0, limit: Int = 10) -> HTTPResponse {
    let results = names.map {
        #"{"id":\#($0.0),"name":"\#($0.1)","description":"","modified":"2014-01-01T00:00:00-0500","thumbnail":{"path":"http://x/\#($0.0)","extension":"jpg"}}"#
    }
    return .json(
        200,
        #"{"code":200,"status":"Ok","attributionText":"Data provided by Marvel. © 2014 MARVEL","etag":"e","data":{"offset":\#(offset),"limit":\#(limit),"total":\#(total),"count":\#(names.count),"results":[\#(results.joined(separator: ","))]}}"#
    )
}
