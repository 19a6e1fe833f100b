import Foundation
import Testing

@testable import Services

struct DecodingHelpersTests {
    private struct Numbers: Decodable {
        var optional: Double?
        var required: Double?
        enum CodingKeys: String, CodingKey { case optional, required }
        init(from decoder: Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            optional = try c.decodeOptionalNumberOrString(.optional)
            required = try? c.decodeNumberOrString(.required)
        }
    }

    private func read(_ json: String) throws -> Numbers {
        try JSONDecoder().decode(Numbers.self, from: Data(json.utf8))
    }

    @Test func numbersAsTexts_areRead_butNaNAndInfinity_areNoNumber() throws {
        #expect(try read(#"{"optional":"12.5","required":" 3 "}"#).optional == 12.5)
        #expect(try read(#"{"optional":"12.5","required":" 3 "}"#).required == 3)
        for text in ["nan", "NaN", "inf", "-infinity"] {
            let numbers = try read(#"{"optional":"\#(text)","required":"\#(text)"}"#)
            #expect(numbers.optional == nil && numbers.required == nil, "\(text)")
        }
    }
}
