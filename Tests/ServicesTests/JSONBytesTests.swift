import Foundation
import Testing

@testable import Services

/// The typed JSON writer the offline catalogue answers with: commas, nesting, escaping, and members left out.
struct JSONBytesTests {
    @Test func nestedObjectsAndArrays_areWrittenInOrder_withCommasOnlyBetweenMembers() {
        var json = JSONBytes()
        json.object { json in
            json.member("a", 1)
            json.key("b")
            json.array([1, 2, 3]) { json, n in json.int(n) }
            json.key("c")
            json.object { json in
                json.member("d", "e")
                json.member("absent", ifPresent: nil as String?)
                json.key("f")
                json.null()
            }
            json.key("g")
            json.array([String]()) { _, _ in }
            json.key("h")
            json.array(["x", "y"]) { json, text in
                json.object { json in json.member("t", text) }
            }
            json.member("i", ifPresent: -7 as Int?)
        }
        #expect(
            String(decoding: json.bytes, as: UTF8.self)
                == #"{"a":1,"b":[1,2,3],"c":{"d":"e","f":null},"g":[],"h":[{"t":"x"},{"t":"y"}],"i":-7}"#)
    }

    @Test func texts_areEscaped_andReadBackAsWritten() throws {
        let text = "quote \" backslash \\ newline \n tab \t bell \u{07} 한국어 ✓"
        var json = JSONBytes()
        json.object { json in json.member("text", text) }
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.bytes)) as? [String: String])
        #expect(object["text"] == text)
    }
}
