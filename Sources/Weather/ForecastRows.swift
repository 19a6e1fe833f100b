import Foundation
import Services

/// The forecast list's rows: each local day's heading, then its 3-hour steps. The model walks them (its keys) and
/// the view draws them, from the same function.
enum ForecastRow: Equatable {
    case day(String)
    case step(WeatherReport.Step)

    static func rows(_ report: WeatherReport?) -> [ForecastRow] {
        guard let report else { return [] }
        let local = LocalTimeFormatter(offset: report.timezoneOffset)
        return report.stepsByLocalDay().flatMap { group in
            [ForecastRow.day(local.day(group.steps[0].time))] + group.steps.map { ForecastRow.step($0) }
        }
    }

    /// The step at `index`, or for a day's heading that day's first step.
    static func step(at index: Int, in rows: [ForecastRow]) -> WeatherReport.Step? {
        guard rows.indices.contains(index) else { return nil }
        for row in rows[index...] { if case .step(let step) = row { return step } }
        return nil
    }
}
