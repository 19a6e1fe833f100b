import Foundation
import Testing
@testable import Services

struct RemoteTextTests {
    @Test func escapesBellsC1AndBidi_areRemovedWhereDecoded_lineBreaksStay() throws {
        #expect(RemoteText.clean("CU 판교\u{1B}]0;PWNED\u{07}\u{202E}역점\u{2066}") == "CU 판교]0;PWNED역점")
        #expect(RemoteText.clean("a\u{9B}b\u{7F}c\td\r\ne") == "abc d\ne")
        let json = Data(#"{"documents":[{"name":"CU\u001b[2J 판교\u202e","n":1.5,"ok":true}],"meta":null}"#.utf8)
        struct Doc: Decodable { var name: String; var n: Double; var ok: Bool }
        struct Body: Decodable { var documents: [Doc] }
        let body = try RemoteText.decode(Body.self, from: json)
        #expect(body.documents[0].name == "CU[2J 판교")
        #expect(body.documents[0].n == 1.5 && body.documents[0].ok)
    }

    /// The byte scan that lets clean answers skip the careful path never lets a forbidden scalar through: each one,
    /// raw or escaped, is seen; text without any (Korean, emoji, escaped quotes and line breaks) is not held back.
    @Test func byteScan_seesEveryForbiddenScalar_rawOrEscaped() throws {
        let forbidden = (UInt32(0)...0x2069).compactMap(Unicode.Scalar.init).filter { RemoteText.isForbidden($0) } + ["\t", "\r"]
        for scalar in forbidden {
            let raw = try JSONSerialization.data(withJSONObject: ["k": "a\(scalar)b"])
            #expect(RemoteText.mayContainForbidden(raw), "U+\(String(scalar.value, radix: 16)) written by JSONSerialization")
            let escaped = Data(("{\"k\":\"a\\u" + String(format: "%04X", scalar.value) + "b\"}").utf8)
            #expect(RemoteText.mayContainForbidden(escaped), "\\u\(String(format: "%04X", scalar.value))")
        }
        for text in [#"{"k":"a\tb"}"#, #"{"k":"a\rb"}"#, #"{"k":"a\bb"}"#, #"{"k":"a\fb"}"#, "{\"k\":\"a\u{1B}b\"}"] {
            #expect(RemoteText.mayContainForbidden(Data(text.utf8)), "\(text)")
        }
        for clean in [#"{"k":"편의점 🍙 \"q\" \\ \/ line\nbreak \u00e9 \u20ac \\u202e"}"#, "{\n\t\"k\": [1, 2.5, true, null]\r\n}"] {
            #expect(!RemoteText.mayContainForbidden(Data(clean.utf8)), "\(clean)")
        }
    }

    @Test func kakaoNames_reachTheModelClean() throws {
        let body = #"{"meta":{"total_count":1,"pageable_count":1,"is_end":true,"same_name":null},"documents":[{"id":"1","place_name":"GS25\u0007 판교\u202e","category_name":"","category_group_code":"CS2","category_group_name":"편의점","phone":"","address_name":"a","road_address_name":"","x":"127.1","y":"37.3","place_url":"","distance":"1"}]}"#
        let decoded = try KakaoLocalClient.decode(KakaoPlacesResponse.self, response: .json(200, body))
        #expect(decoded.documents[0].name == "GS25 판교")
    }
}
