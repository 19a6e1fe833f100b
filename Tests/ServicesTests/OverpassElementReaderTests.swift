import Foundation
import TestSupport
import Testing

@testable import Services

/// The fast reader of Overpass answers against the general decoder, on every recorded answer and on the forms
/// an element may be unreadable in: the same elements, the same count skipped, or (where it does not read an
/// answer) nil, so the general decoder reads it.
struct OverpassElementReaderTests {
    func general(_ data: Data) -> OverpassResponse? { try? JSONDecoder().decode(OverpassResponse.self, from: data) }

    func same(_ a: OverpassResponse, _ b: OverpassResponse) -> Bool {
        guard a.elements.count == b.elements.count, a.elementList.skipped == b.elementList.skipped,
            a.remark == b.remark
        else { return false }
        return zip(a.elements, b.elements).allSatisfy { x, y in
            x.type == y.type && x.id == y.id && x.lat == y.lat && x.lon == y.lon && x.center?.lat == y.center?.lat
                && x.center?.lon == y.center?.lon && x.tags == y.tags && x.nodes == y.nodes
                && x.geometry?.map { [$0?.lat, $0?.lon] } == y.geometry?.map { [$0?.lat, $0?.lon] }
        }
    }

    @Test func everyRecordedAnswer_readsAsTheGeneralDecoderReadsIt() throws {
        var compared = 0, leftToTheDecoder = 0
        for service in ["overpass", "overpass-a11y"] {
            let folder = RecordedAnswer.folder.appendingPathComponent(service)
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".json") {
                let data = try Data(contentsOf: folder.appendingPathComponent(name))
                guard let expected = general(data) else { continue }  // not an answer the decoder reads either
                if let fast = OverpassElementReader.read(data) {
                    #expect(same(fast, expected), "\(service)/\(name)")
                    compared += 1
                } else {
                    leftToTheDecoder += 1  // bounds: read the general way
                }
            }
        }
        #expect(compared >= 5, "compared \(compared), left \(leftToTheDecoder)")
    }

    @Test func unreadableElements_areSkippedAndCounted_asTheDecoderDoes() throws {
        let text = #"""
            {"version":0.6,"remark":"a \"quoted\" remark \u00e9 \ud83d\ude00","elements":[
              {"type":"node","id":1,"lat":37.5,"lon":127.0,"tags":{"name":"가 \/ b\n","shop":"convenience"}},
              {"type":"node","id":2,"lat":"37.5","lon":127.0},
              {"type":"node","id":3,"lat":37.5,"lon":127.0,"tags":{"name":5}},
              {"type":"way","id":4,"center":{"lat":37.6,"lon":127.1},"tags":null,"extra":[1,{"a":[true,false,null]}]},
              {"type":"node","id":5.5,"lat":1,"lon":2},
              {"type":"node","lat":1,"lon":2},
              "not an element",
              {"type":"node","id":6,"lat":null,"lon":-1.5e1}
            ]}
            """#
        let data = Data(text.utf8)
        let expected = try #require(general(data))
        let fast = try #require(OverpassElementReader.read(data))
        #expect(same(fast, expected))
        #expect(fast.elements.map(\.id) == [1, 4, 6] && fast.elementList.skipped == 5)
        #expect(fast.elements[0].tags?["name"] == "가 / b\n")
        #expect(fast.remark == "a \"quoted\" remark é 😀")
        // Made one by one as read: what `make` refuses counts with the unreadable ones.
        let made = try #require(OverpassElementReader.read(data) { $0.id == 4 ? nil : $0.id })
        #expect(made.items == [1, 6] && made.unusable == 6)
    }

    /// A way's node ids and inline points, read as the general decoder reads them, unreadable forms skipped alike.
    @Test func waysNodesAndGeometry_readAsTheDecoderDoes() throws {
        let text = #"""
            {"elements":[
              {"type":"way","id":1,"nodes":[10,11, 12],"tags":{"highway":"footway"}},
              {"type":"way","id":2,"geometry":[{"lat":37.5,"lon":127.0},null,{"lat":37.6,"lon":127.1}],"nodes":[1,2,3]},
              {"type":"way","id":3,"nodes":[1,"2"]},
              {"type":"way","id":4,"geometry":[{"lat":"x","lon":1}]},
              {"type":"way","id":5,"nodes":null,"geometry":[]},
              {"type":"way","id":6,"nodes":[1.5]}
            ]}
            """#
        let data = Data(text.utf8)
        let expected = try #require(general(data))
        let fast = try #require(OverpassElementReader.read(data))
        #expect(same(fast, expected))
        #expect(fast.elements.map(\.id) == [1, 2, 5] && fast.elementList.skipped == 3)
        #expect(fast.elements[0].nodes == [10, 11, 12] && fast.elements[1].geometry?.count == 3)
    }

    /// An answer cut short after some elements were made gives nothing at all (the general decoder then says why).
    @Test func anAnswerCutShort_afterSomeElementsWereMade_givesNone() {
        let data = Data(#"{"elements":[{"type":"node","id":1,"lat":1,"lon":2},{"type":"node","id":2"#.utf8)
        var made = 0
        #expect(
            OverpassElementReader.read(data) { element -> Int64? in
                made += 1; return element.id
            } == nil)
        #expect(made == 1)
    }

    @Test func whatItDoesNotRead_isLeftToTheGeneralDecoder() {
        #expect(OverpassElementReader.read(Data(#"{"elements":[{"type":"way","id":1,"bounds":{}}]}"#.utf8)) == nil)
        #expect(OverpassElementReader.read(Data(#"{"elements":[{"type":"node","id":1}"#.utf8)) == nil)  // cut short
        #expect(OverpassElementReader.read(Data("<html>busy</html>".utf8)) == nil)
    }
}

extension OverpassElementReader {
    /// The whole answer as the general decoder makes it, or nil when the fast way cannot read it: what the tests
    /// compare (the app reads through `read(_:making:)`).
    fileprivate static func read(_ data: Data) -> OverpassResponse? {
        read(data, making: { $0 }).map {
            OverpassResponse(elementList: LossyList(items: $0.items, skipped: $0.unusable), remark: $0.remark)
        }
    }
}
