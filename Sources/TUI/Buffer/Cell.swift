/// One terminal cell. A wide character occupies its cell (width 2) and the next one (a continuation, width 0).
/// A plain value of 8 bytes with no reference inside: a frame of cells is allocated, compared and copied
/// without reference counting (a `String` per cell made those the largest cost of a key press), and two cells
/// are equal when their two words are.
public struct Cell: Equatable, Sendable {
    /// The grapheme: a lone scalar's value, or a `GraphemeTable` id above the scalar range for a cluster.
    var content: UInt32
    /// Width and style in one word (`PackedStyle`).
    var attributes: UInt32

    public init(symbol: String = " ", width: UInt8 = 1, style: Style = .plain) {
        self.init(content: Cell.content(of: symbol), width: width, style: style)
    }

    init(content: UInt32, width: UInt8, style: Style) {
        self.init(content: content, attributes: PackedStyle.pack(style) | UInt32(width & 0x3))
    }

    init(content: UInt32, attributes: UInt32) {
        self.content = content; self.attributes = attributes
    }

    /// Columns: 1, 2 for a wide character, 0 for the second half of one.
    public var width: UInt8 {
        get { UInt8(attributes & 0x3) }
        set { attributes = (attributes & ~0x3) | UInt32(newValue & 0x3) }
    }

    public var style: Style {
        get { PackedStyle.unpack(attributes) }
        set { attributes = PackedStyle.pack(newValue) | (attributes & 0x3) }
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

    /// The character as one byte when it is printable ASCII (one column, nothing to measure), else nil.
    var printableASCII: UInt8? { content >= 0x20 && content < 0x7F && width == 1 ? UInt8(content) : nil }

    public static let blank = Cell()
    public var isContinuation: Bool { width == 0 }
    /// A space in this cell's style: what is left of a wide character when its other half is overwritten or clipped.
    var blankInItsStyle: Cell { Cell(content: 0x20, attributes: attributes & ~0x3 | 1) }
    /// The second half of this (wide) cell, in its style.
    var itsContinuation: Cell { Cell(content: Cell.empty, attributes: attributes & ~0x3) }

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

/// A `Style` in the bits of a cell's attribute word above its width: 4 bits each colour (0 = the terminal's
/// own), then bold, dim, reverse, underline.
enum PackedStyle {
    static func pack(_ style: Style) -> UInt32 {
        var bits = UInt32(style.foreground.map { $0.rawValue + 1 } ?? 0) << 2
        bits |= UInt32(style.background.map { $0.rawValue + 1 } ?? 0) << 6
        if style.bold { bits |= 1 << 10 }
        if style.dim { bits |= 1 << 11 }
        if style.reverse { bits |= 1 << 12 }
        if style.underline { bits |= 1 << 13 }
        return bits
    }

    static func unpack(_ bits: UInt32) -> Style {
        func color(_ n: UInt32) -> Color? { n == 0 ? nil : Color(rawValue: Int(n) - 1) }
        return Style(
            foreground: color((bits >> 2) & 0xF), background: color((bits >> 6) & 0xF),
            bold: bits & (1 << 10) != 0, dim: bits & (1 << 11) != 0,
            reverse: bits & (1 << 12) != 0, underline: bits & (1 << 13) != 0)
    }
}
