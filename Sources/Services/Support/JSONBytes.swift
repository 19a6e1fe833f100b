/// JSON written straight into bytes by typed calls, for an answer made again on every page while a list scrolls:
/// `JSONEncoder`'s generic containers cost a third of such a page (perf, uprobes: 0.38 ms of 1.2), and building
/// dictionaries for `JSONObjectWriter` casts every value back from `Any`. Members are written in the order called.
struct JSONBytes {
    private(set) var bytes: [UInt8] = []
    /// Per open object or array: whether it has a member yet (a comma comes before the next).
    private var hasMember: [Bool] = []

    init(capacity: Int = 4096) { bytes.reserveCapacity(capacity) }

    /// An object; `members` writes its members with the `key`ed calls below.
    mutating func object(_ members: (inout JSONBytes) -> Void) {
        beginValue()
        open(UInt8(ascii: "{"))
        members(&self)
        close(UInt8(ascii: "}"))
    }

    /// An array of `elements`, each written by `element`.
    mutating func array<Elements: Sequence>(
        _ elements: Elements, _ element: (inout JSONBytes, Elements.Element) -> Void
    ) {
        beginValue()
        open(UInt8(ascii: "["))
        for item in elements { element(&self, item) }
        close(UInt8(ascii: "]"))
    }

    mutating func string(_ text: String) {
        beginValue()
        JSONObjectWriter.writeString(text, into: &bytes)
    }

    mutating func int(_ number: Int) {
        beginValue()
        bytes.append(contentsOf: String(number).utf8)
    }

    mutating func null() {
        beginValue()
        bytes.append(contentsOf: "null".utf8)
    }

    /// `"key":` inside an object; the value follows with one of the calls above.
    mutating func key(_ name: String) {
        beginValue()
        JSONObjectWriter.writeString(name, into: &bytes)
        bytes.append(UInt8(ascii: ":"))
        // The value after the key is not a new member.
        hasMember[hasMember.count - 1] = false
    }

    mutating func member(_ name: String, _ text: String) {
        key(name)
        string(text)
    }

    mutating func member(_ name: String, _ number: Int) {
        key(name)
        int(number)
    }

    /// A member left out when there is no value (as `JSONEncoder` leaves out a nil optional).
    mutating func member(_ name: String, ifPresent text: String?) {
        if let text { member(name, text) }
    }

    mutating func member(_ name: String, ifPresent number: Int?) {
        if let number { member(name, number) }
    }

    private mutating func beginValue() {
        guard let last = hasMember.indices.last else { return }
        if hasMember[last] { bytes.append(UInt8(ascii: ",")) }
        hasMember[last] = true
    }

    private mutating func open(_ byte: UInt8) {
        bytes.append(byte)
        hasMember.append(false)
    }

    private mutating func close(_ byte: UInt8) {
        hasMember.removeLast()
        bytes.append(byte)
    }
}
