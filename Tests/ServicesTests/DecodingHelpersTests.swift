import Foundation
import Testing

@testable import Services

struct DecodingHelpersTests {
    private struct Numbers: Decodable {
        var optional: Double?
        var required: Double?
        var whole: Int?
        var optionalWhole: Int??
        enum CodingKeys: String, CodingKey { case optional, required, whole, optionalWhole }
        init(from decoder: Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            optional = try c.decodeOptionalNumberOrString(.optional)
            required = try? c.decodeNumberOrString(.required)
            whole = try? c.decodeIntOrString(.whole)
            // .none: the decoder threw; .some(nil): nothing there.
            do { optionalWhole = .some(try c.decodeOptionalIntOrString(.optionalWhole)) } catch {
                optionalWhole = .none
            }
        }
    }

    private func read(_ json: String) throws -> Numbers {
        try JSONDecoder().decode(Numbers.self, from: Data(json.utf8))
    }

    @Test func aWholeNumber_noIntHolds_isNone_neverATrap() throws {
        #expect(try read(#"{"whole":"42"}"#).whole == 42 && read(#"{"whole":7}"#).whole == 7)
        for value in ["1e300", "2.5", "\"1e300\"", "\"nan\""] {
            #expect(try read(#"{"whole":\#(value)}"#).whole == nil, "\(value)")
        }
    }

    /// A count that may be missing: missing or null is nil (not recorded), a number no whole one is an error.
    @Test func anOptionalWholeNumber_missingIsNil_aFractionIsAnError() throws {
        #expect(try read(#"{}"#).optionalWhole == .some(nil))
        #expect(try read(#"{"optionalWhole":null}"#).optionalWhole == .some(nil))
        #expect(try read(#"{"optionalWhole":"12"}"#).optionalWhole == .some(12))
        for value in ["1e300", "2.5", "\"2.5\""] {
            #expect(try read(#"{"optionalWhole":\#(value)}"#).optionalWhole == .none, "\(value)")
        }
        #expect(try read(#"{"optionalWhole":"nan"}"#).optionalWhole == .some(nil))  // no number: not recorded
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
