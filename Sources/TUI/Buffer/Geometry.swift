/// A point in cells, origin top-left.
public struct Point: Equatable, Hashable, Sendable {
    public var x: Int
    public var y: Int
    public init(x: Int, y: Int) { self.x = x; self.y = y }
}

/// A terminal size in cells.
public struct Size: Equatable, Hashable, Sendable {
    public var width: Int
    public var height: Int
    public init(width: Int, height: Int) { self.width = width; self.height = height }
}

/// A rectangle of cells. Layout helpers never produce negative sizes.
public struct Rect: Equatable, Hashable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y
        self.width = max(0, width); self.height = max(0, height)
    }

    public init(size: Size) { self.init(x: 0, y: 0, width: size.width, height: size.height) }

    public var isEmpty: Bool { width == 0 || height == 0 }
    public var size: Size { Size(width: width, height: height) }
    public var maxX: Int { x + width }
    public var maxY: Int { y + height }

    public func contains(_ p: Point) -> Bool { p.x >= x && p.x < maxX && p.y >= y && p.y < maxY }

    public func inset(by n: Int) -> Rect { inset(horizontal: n, vertical: n) }
    public func inset(horizontal: Int, vertical: Int) -> Rect {
        Rect(x: x + horizontal, y: y + vertical, width: width - 2 * horizontal, height: height - 2 * vertical)
    }

    /// The first `n` rows, and the rest.
    public func splitTop(_ n: Int) -> (Rect, Rect) {
        let top = min(max(0, n), height)
        return (Rect(x: x, y: y, width: width, height: top), Rect(x: x, y: y + top, width: width, height: height - top))
    }
    /// The last `n` rows, and the rest (rest first).
    public func splitBottom(_ n: Int) -> (Rect, Rect) {
        let bottom = min(max(0, n), height)
        return (
            Rect(x: x, y: y, width: width, height: height - bottom),
            Rect(x: x, y: maxY - bottom, width: width, height: bottom)
        )
    }
    /// The first `n` columns, and the rest.
    public func splitLeft(_ n: Int) -> (Rect, Rect) {
        let left = min(max(0, n), width)
        return (
            Rect(x: x, y: y, width: left, height: height), Rect(x: x + left, y: y, width: width - left, height: height)
        )
    }

    /// A rectangle of at most `w`×`h` centred in this one.
    public func centered(width w: Int, height h: Int) -> Rect {
        let cw = min(w, width), ch = min(h, height)
        return Rect(x: x + (width - cw) / 2, y: y + (height - ch) / 2, width: cw, height: ch)
    }

    public func intersection(_ other: Rect) -> Rect {
        let nx = max(x, other.x), ny = max(y, other.y)
        return Rect(x: nx, y: ny, width: min(maxX, other.maxX) - nx, height: min(maxY, other.maxY) - ny)
    }
}
