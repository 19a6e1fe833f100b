import Foundation
import Testing

@testable import Services

struct RemoteTextTests {
    @Test func escapesBellsC1AndBidi_areRemovedWhereDecoded_lineBreaksStay() throws {
        #expect(RemoteText.clean("CU 판교\u{1B}]0;PWNED\u{07}\u{202E}역점\u{2066}") == "CU 판교역점")
        // U+009B is CSI in its C1 form: `b` is that sequence's final byte and goes with it.
        #expect(RemoteText.clean("a\u{9B}b\u{7F}c\td\r\ne") == "ac d\ne")
        let json = Data(#"{"documents":[{"name":"CU\u001b[2J 판교\u202e","n":1.5,"ok":true}],"meta":null}"#.utf8)
        struct Doc: Decodable { var name: String; var n: Double; var ok: Bool }
        struct Body: Decodable { var documents: [Doc] }
        let body = try RemoteText.decode(Body.self, from: json)
        #expect(body.documents[0].name == "CU 판교")
        #expect(body.documents[0].n == 1.5 && body.documents[0].ok)
    }

    /// The scan's eight-bytes-at-a-time step passes a word only when every byte is plain printable ASCII (checked
    /// for every byte value at every place in the word), and a forbidden scalar is seen wherever it falls against
    /// the eight-byte steps.
    @Test func byteScan_wordStep_agreesWithTheByteByByteRule() throws {
        for value in UInt8.min...UInt8.max {
            for place in 0..<8 {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 8)
                bytes[place] = value
                let word = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
                let plain = (0x20...0x7E).contains(value) && value != 0x5C
                #expect(RemoteText.isPlainPrintableASCII(word) == plain, "\(value) at \(place)")
            }
        }
        for padding in 0..<17 {
            let lead = String(repeating: "x", count: padding)
            for bad in ["\u{202E}", "\u{85}", "\u{1B}", "\\t", "\\u202e"] {
                let text = "{\"k\":\"" + lead + bad + "\"}"
                #expect(RemoteText.mayContainForbidden(Data(text.utf8)), "\(padding) \(bad)")
            }
            #expect(!RemoteText.mayContainForbidden(Data(("{\"k\":\"" + lead + "편의점\"}").utf8)))
        }
    }

    /// The byte scan that lets clean answers skip the careful path never lets a forbidden scalar through: each one,
    /// raw or escaped, is seen; text without any (Korean, emoji, escaped quotes and line breaks) is not held back.
    @Test func byteScan_seesEveryForbiddenScalar_rawOrEscaped() throws {
        let forbidden =
            (UInt32(0)...0x2069).compactMap(Unicode.Scalar.init).filter { RemoteText.isForbidden($0) } + ["\t", "\r"]
        for scalar in forbidden {
            let raw = try JSONSerialization.data(withJSONObject: ["k": "a\(scalar)b"])
            #expect(
                RemoteText.mayContainForbidden(raw), "U+\(String(scalar.value, radix: 16)) written by JSONSerialization"
            )
            let escaped = Data(("{\"k\":\"a\\u" + String(format: "%04X", scalar.value) + "b\"}").utf8)
            #expect(RemoteText.mayContainForbidden(escaped), "\\u\(String(format: "%04X", scalar.value))")
        }
        for text in [#"{"k":"a\tb"}"#, #"{"k":"a\rb"}"#, #"{"k":"a\bb"}"#, #"{"k":"a\fb"}"#, "{\"k\":\"a\u{1B}b\"}"] {
            #expect(RemoteText.mayContainForbidden(Data(text.utf8)), "\(text)")
        }
        for clean in [
            #"{"k":"편의점 🍙 \"q\" \\ \/ line\nbreak \u00e9 \u20ac \\u202e"}"#, "{\n\t\"k\": [1, 2.5, true, null]\r\n}",
        ] {
            #expect(!RemoteText.mayContainForbidden(Data(clean.utf8)), "\(clean)")
        }
    }

    @Test func kakaoNames_reachTheModelClean() throws {
        let body =
            #"{"meta":{"total_count":1,"pageable_count":1,"is_end":true,"same_name":null},"documents":[{"id":"1","place_name":"GS25\u0007 판교\u202e","category_name":"","category_group_code":"CS2","category_group_name":"편의점","phone":"","address_name":"a","road_address_name":"","x":"127.1","y":"37.3","place_url":"","distance":"1"}]}"#
        let decoded = try KakaoLocalClient.decode(KakaoPlacesResponse.self, response: .json(200, body))
        #expect(decoded.documents[0].name == "GS25 판교")
    }

    /// Whole sequences go, not only their ESC: a name carrying `ESC ] 0 ; PWNED BEL ESC [ 2 J` used to print as
    /// `CU 판교]0;PWNED[2J알파점`.
    @Test func escapeSequences_areRemovedWhole_ofEveryKind() {
        #expect(RemoteText.clean("CU 판교\u{1B}]0;PWNED\u{07}\u{1B}[2J알파점") == "CU 판교알파점")
        // OSC 8 ended by ST
        #expect(RemoteText.clean("a\u{1B}]8;;http://x\u{1B}\\link\u{1B}]8;;\u{1B}\\b") == "alinkb")
        #expect(RemoteText.clean("red\u{1B}[1;31mtext\u{1B}[0m") == "redtext")
        #expect(RemoteText.clean("x\u{1B}(By\u{1B}cz\u{1B}7w") == "xyzw")  // nF, RIS, DECSC
        #expect(RemoteText.clean("p\u{1B}Pq#0;2;0;0;0\u{1B}\\s") == "ps")  // DCS (sixel) … ST
        #expect(RemoteText.clean("c1\u{9B}31mcsi\u{9D}0;t\u{9C}end") == "c1csiend")  // C1 CSI, OSC, ST
        #expect(RemoteText.clean("cut\u{1B}]0;never ended") == "cut")  // an open OSC runs out
        #expect(RemoteText.clean("trailing\u{1B}") == "trailing")
        // What cannot continue a sequence is not eaten: another ESC, a line break, a letter of another script.
        #expect(RemoteText.clean("a\u{1B}]0;t\u{1B}[2Jb") == "ab")  // OSC cut by a CSI
        #expect(RemoteText.clean("a\u{1B}\u{1B}[31mb") == "ab")
        #expect(RemoteText.clean("line1\u{1B}\nline2") == "line1\nline2")
        #expect(RemoteText.clean("a\u{1B}한b") == "a한b")
        #expect(RemoteText.clean("a\u{1B}[3한b") == "a한b")
        #expect(RemoteText.clean("x\u{1B}[3\u{08}my") == "xy")  // a C0 inside a CSI
    }

    /// The byte scan sees every scalar NFC may change (raw in UTF-8 and escaped), across the Basic Multilingual Plane.
    @Test func byteScan_seesEveryScalarThatMayDecompose() throws {
        for value in UInt32(0)...0xFFFF {
            guard let scalar = Unicode.Scalar(value), RemoteText.mayDecompose(scalar) else { continue }
            let raw = try JSONSerialization.data(withJSONObject: ["k": "a\(scalar)b"])
            #expect(RemoteText.mayContainForbidden(raw), "U+\(String(value, radix: 16)) raw")
            let escaped = Data(("{\"k\":\"a\\u" + String(format: "%04X", value) + "b\"}").utf8)
            #expect(RemoteText.mayContainForbidden(escaped), "U+\(String(value, radix: 16)) escaped")
        }
    }

    @Test func decomposedText_isComposed_andTheByteScanSeesIt() throws {
        let nfd = "GS25 판교역점".decomposedStringWithCanonicalMapping
        #expect(nfd.unicodeScalars.count > "GS25 판교역점".unicodeScalars.count)
        #expect(RemoteText.clean(nfd) == "GS25 판교역점")
        #expect(RemoteText.clean("Cafe\u{301}") == "Café")
        struct Doc: Decodable { var name: String }
        for body in [
            try JSONSerialization.data(withJSONObject: ["name": nfd]), Data(#"{"name":"\u1112\u1161\u11AB"}"#.utf8),
        ] {
            #expect(RemoteText.mayContainForbidden(body))
            #expect(
                try RemoteText.decode(Doc.self, from: body).name.unicodeScalars.allSatisfy {
                    !RemoteText.mayDecompose($0)
                })
        }
        #expect(try RemoteText.decode(Doc.self, from: Data(#"{"name":"\u1112\u1161\u11AB"}"#.utf8)).name == "한")
    }
}
