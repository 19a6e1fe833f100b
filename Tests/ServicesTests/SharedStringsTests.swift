import Testing

@testable import Services

@Suite struct SharedStringsTests {
    private func storage(_ text: String) -> UnsafeRawPointer? {
        var text = text
        return text.withUTF8 { UnsafeRawPointer($0.baseAddress) }
    }

    @Test func aDetachedCopy_isTheSameText_inItsOwnAllocation() {
        for text in ["GS25 판교역점 (24시간 영업, 택배 가능)", "세븐일레븐 분당정자점", "Mo-Sa 07:00-23:00; Su 09:00-21:00"] {
            let copy = text.detachedCopy()
            #expect(copy == text)
            #expect(copy.utf8.elementsEqual(text.utf8))
            #expect(storage(copy) != storage(text))
        }
        #expect("".detachedCopy() == "")
        #expect("CU".detachedCopy() == "CU")
    }

    @Test func aRepeatedText_isKeptOnce_asACopyOfTheFirst() {
        var strings = SharedStrings()
        let first = "shop=convenience; brand=세븐일레븐"
        let again = String(first.unicodeScalars)  // equal text, another allocation
        let kept = strings.shared(first)
        #expect(kept == first && storage(kept) != storage(first))
        #expect(storage(strings.shared(again)) == storage(kept))
    }
}
