/// One terminal cell. A wide character occupies its cell (width 2) and the next one (a continuation, width 0).
/// A plain value of 12 bytes with no reference inside: a frame of cells is allocated, compared and copied
/// without reference counting (a `String` per cell made those the largest cost of a key press).
public struct Cell: Equatable, Sendable {
    /// The grapheme: a lone scalar's value, or a `GraphemeTable` id above the scalar range for a cluster.
    var content: UInt32
    public var width: UInt8
    public var style: Style

    public init(symbol: String = " ", width: UInt8 = 1, style: Style = .plain) {
        self.init(content: Cell.content(of: symbol), width: width, style: style)
    }

    init(scalar: Unicode.Scalar, width: UInt8, style: Style) {
        self.init(content: scalar.value, width: width, style: style)
    }

    init(content: UInt32, width: UInt8, style: Style) {
        self.content = content; self.width = width; self.style = style
    }

    /// The grapheme as text ("" for a continuation).
    public var symbol: String {
        if content == Cell.empty { return "" }
        if let scalar = Unicode.Scalar(content) { return String(Character(scalar)) }
        return GraphemeTable.shared.cluster(content) ?? ""
    }

    /// Its scalars, in order (for the terminal, which takes a cell as a short string of wide characters).
    func withScalars<R>(_ body: (UnsafeBufferPointer<UInt32>) -> R) -> R {
        if content < GraphemeTable.firstID {
            return withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 1) { one in
                one[0] = content
                return body(UnsafeBufferPointer(start: one.baseAddress, count: content == Cell.empty ? 0 : 1))
            }
        }
        let scalars = (GraphemeTable.shared.cluster(content) ?? "").unicodeScalars.map(\.value)
        return scalars.withUnsafeBufferPointer(body)
    }

    public static let blank = Cell()
    public var isContinuation: Bool { width == 0 }
    static func continuation(_ style: Style) -> Cell { Cell(content: empty, width: 0, style: style) }

    /// Content of a cell with nothing in it (a continuation): U+0000, which the sanitiser never lets in.
    static let empty: UInt32 = 0

    static func content(of symbol: String) -> UInt32 {
        let scalars = symbol.unicodeScalars
        guard let first = scalars.first else { return empty }
        if scalars.index(after: scalars.startIndex) == scalars.endIndex { return first.value }
        return GraphemeTable.shared.id(for: symbol)
    }
}

/// A cell that differs from the previous frame.
public struct CellChange: Equatable, Sendable {
    public var x: Int
    public var y: Int
    public var cell: Cell
}
