import Foundation

/// A power-wheelchair fast charger (전동휠체어 급속충전기), from the national standard data bundled offline.
public struct WheelchairCharger: Sendable, Equatable {
    public var id: Int
    public var name: String
    public var address: String
    public var coordinate: Coordinate
    /// Metres from the point searched around.
    public var distance: Double
    /// Where in the building ("안내데스크 옆"), as written; "" when not given.
    public var place: String
    public var hours: ChargerHours
    /// Chairs that can charge at once; nil when the data does not say.
    public var atOnce: Int?
    public var airPump: AccessState
    public var phoneCharging: AccessState
    public var office: String
    public var officePhone: String
    /// The row's reference date (데이터기준일자), "2026-06-29".
    public var dataDate: String
    /// How many rows of the file name this charger (a city and its province often both report it).
    public var reports: Int
    /// Those reports disagree (hours, air pump, chairs at once): these are the newest report's.
    public var reportsDiffer = false

    public init(
        id: Int, name: String, address: String, coordinate: Coordinate, distance: Double, place: String,
        hours: ChargerHours, atOnce: Int?, airPump: AccessState, phoneCharging: AccessState, office: String,
        officePhone: String, dataDate: String, reports: Int
    ) {
        self.id = id; self.name = name; self.address = address; self.coordinate = coordinate
        self.distance = distance; self.place = place; self.hours = hours; self.atOnce = atOnce
        self.airPump = airPump; self.phoneCharging = phoneCharging; self.office = office
        self.officePhone = officePhone; self.dataDate = dataDate; self.reports = reports
    }
}
