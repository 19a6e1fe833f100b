import Foundation
import Testing

@testable import Services

struct JSONObjectWriterTests {
    private func sample() -> [String: Any] {
        let missing: String? = nil
        return [
            "text": "경복궁 \"quoted\" back\\slash\nline\ttab\u{1}", "int": -42, "double": 12.5, "small": 0.000012,
            "whole": 3.0, "yes": true, "no": false, "null": NSNull(), "optional": missing as Any,
            "nested": ["1h": 0.25, "3h": 1.0], "list": [1, "two", 3.5, ["k": "v"], [] as [Any]] as [Any],
            "emoji": "🍙", "int64": Int64(1 << 40),
        ]
    }

    @Test func output_readsBackAsWhatJSONSerializationWrites() throws {
        let ours = try JSONSerialization.jsonObject(with: try JSONObjectWriter.data(sample())) as! NSDictionary
        let theirs =
            try JSONSerialization.jsonObject(with: try JSONSerialization.data(withJSONObject: sample()))
            as! NSDictionary
        #expect(ours == theirs)
    }

    @Test func keys_areSorted_andTheBytesAreStable() throws {
        let text = String(decoding: try JSONObjectWriter.data(["b": 1, "a": ["d": 2, "c": 3], "가": 0]), as: UTF8.self)
        #expect(text == #"{"a":{"c":3,"d":2},"b":1,"가":0}"#)
        #expect(try JSONObjectWriter.data(sample()) == JSONObjectWriter.data(sample()))
    }

    @Test func valuesJSONCannotHold_areRefused() {
        #expect(throws: JSONObjectWriter.Unsupported.self) { try JSONObjectWriter.data(["x": Double.nan]) }
        #expect(throws: JSONObjectWriter.Unsupported.self) { try JSONObjectWriter.data(["x": Date()]) }
    }
}
