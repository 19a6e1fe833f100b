/// A braille line chart with its range labelled on the left, optional bars under it (e.g. precipitation,
/// drawn with ▁…█) and labels along the bottom. Values are spread evenly across the width.
public struct LineChart: Widget {
    public var values: [Double]
    public var bars: [Double]?
    /// Text for the top and bottom of the range ("14°C", "3°C").
    public var formatLabel: (Double) -> String
    /// (index into values, text) placed under the chart, e.g. day names.
    public var axisLabels: [(index: Int, text: String)]
    /// Highlights the point at this index (a cursor), if any.
    public var marker: Int?

    public init(
        values: [Double], bars: [Double]? = nil, formatLabel: @escaping (Double) -> String,
        axisLabels: [(index: Int, text: String)] = [], marker: Int? = nil
    ) {
        self.values = values; self.bars = bars; self.formatLabel = formatLabel; self.axisLabels = axisLabels;
        self.marker = marker
    }

    static let barGlyphs = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    public func render(in area: Rect, buffer: inout Buffer) {
        guard values.count >= 2, area.width >= 12, area.height >= 3, let low = values.min(), let high = values.max()
        else { return }
        let top = formatLabel(high), bottom = formatLabel(low)
        let labelWidth = max(top.displayWidth, bottom.displayWidth) + 1
        let hasBars = bars != nil
        let plotHeight = area.height - 1 - (hasBars ? 1 : 0)
        let plot = Rect(x: area.x + labelWidth, y: area.y, width: area.width - labelWidth, height: plotHeight)
        guard plot.width >= 4, plot.height >= 1 else { return }
        buffer.write(top.padded(to: labelWidth - 1, alignment: .right), x: area.x, y: plot.y, style: .dim)
        buffer.write(bottom.padded(to: labelWidth - 1, alignment: .right), x: area.x, y: plot.maxY - 1, style: .dim)

        var canvas = BrailleCanvas(columns: plot.width, rows: plot.height)
        let span = max(high - low, 0.0001)
        func dot(_ i: Int) -> (x: Int, y: Int) {
            let x = Int((Double(i) / Double(values.count - 1) * Double(canvas.dotWidth - 1)).rounded())
            let y = Int(((high - values[i]) / span * Double(canvas.dotHeight - 1)).rounded())
            return (x, y)
        }
        for i in 1..<values.count { canvas.line(from: dot(i - 1), to: dot(i)) }
        canvas.render(in: plot, style: Style(foreground: .yellow), buffer: &buffer)
        if let marker, values.indices.contains(marker) {
            let p = dot(marker)
            buffer.restyle(Rect(x: plot.x + p.x / 2, y: plot.y + p.y / 4, width: 1, height: 1)) { $0.reverse = true }
        }

        var row = plot.maxY
        if let bars, !bars.isEmpty {
            let peak = bars.max() ?? 0
            for column in 0..<plot.width {
                let i = min(bars.count - 1, column * bars.count / plot.width)
                let value = bars[i]
                guard value > 0, peak > 0 else { continue }
                let level = min(7, Int((value / peak * 7).rounded(.up)))
                buffer.write(LineChart.barGlyphs[level], x: plot.x + column, y: row, style: Style(foreground: .cyan))
            }
            row += 1
        }
        for label in axisLabels {
            let x = plot.x + Int((Double(label.index) / Double(values.count - 1) * Double(plot.width - 1)).rounded())
            buffer.write("│" + label.text, x: x, y: row, style: .dim, maxWidth: plot.maxX - x)
        }
    }
}
