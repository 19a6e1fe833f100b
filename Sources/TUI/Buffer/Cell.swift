/// One terminal cell. A wide character occupies its cell (width 2) and the next one (a continuation, width 0).
public struct Cell: Equatable, Sendable {
    public var symbol: String
    public var width: UInt8
    public var style: Style

    public init(symbol: String = " ", width: UInt8 = 1, style: Style = .plain) {
        self.symbol = symbol; self.width = width; self.style = style
    }

    public static let blank = Cell()
    public var isContinuation: Bool { width == 0 }
    static func continuation(_ style: Style) -> Cell { Cell(symbol: "", width: 0, style: style) }
}

/// A cell that differs from the previous frame.
public struct CellChange: Equatable, Sendable {
    public var x: Int
    public var y: Int
    public var cell: Cell
}
