import Foundation

/// Plausible, deterministic sample weather for any point and time: a seasonal mean by latitude and month,
/// a daily cycle peaking mid-afternoon local time, smooth day-to-day variation, and clouds, rain and snow
/// that follow from it. Current conditions and the forecast come from the same function, so they agree.
public struct SampleWeatherModel: Sendable {
    public struct Sample: Equatable, Sendable {
        public var temperature: Double  // K
        public var feelsLike: Double
        public var humidity: Double
        public var pressure: Double
        public var windSpeed: Double
        public var windDegrees: Double
        public var clouds: Double
        public var precipitationChance: Double
        public var rain: Double  // mm/h
        public var snow: Double  // mm/h
        public var visibility: Double
        public var conditionID: Int
        public var description: String
        public var iconBase: String  // "10" → "10d"/"10n"
    }

    public init() {}

    /// Deterministic noise in [0, 1) from integers.
    static func noise(_ a: Int, _ b: Int, _ c: Int) -> Double {
        var h = UInt64(bitPattern: Int64(a &* 73_856_093 ^ b &* 19_349_663 ^ c &* 83_492_791))
        h ^= h >> 33; h &*= 0xff51afd7ed558ccd; h ^= h >> 33; h &*= 0xc4ceb9fe1a85ec53; h ^= h >> 33
        return Double(h % 1_000_000) / 1_000_000
    }

    /// Noise that varies smoothly over time: interpolated between values at `period`-second knots.
    static func smooth(_ seed: (Int, Int), time: Double, period: Double, salt: Int) -> Double {
        let k = floor(time / period)
        let t = time / period - k
        let a = noise(seed.0, seed.1 &+ salt, Int(k)), b = noise(seed.0, seed.1 &+ salt, Int(k) + 1)
        let s = t * t * (3 - 2 * t)
        return a + (b - a) * s
    }

    public func sample(at point: Coordinate, time: Date, utcOffset: Int) -> Sample {
        let seconds = time.timeIntervalSince1970
        let seed = (Int((point.latitude * 10).rounded()), Int((point.longitude * 10).rounded()))
        let lat = point.latitude
        let local = CivilTime(time, offset: utcOffset)
        let dayOfYear = Double(local.dayOfYear)
        let localHour = Double(local.hour) + Double(local.minute) / 60

        // Seasonal mean: warm at the equator, colder poleward; the swing grows with latitude,
        // more in continental East Asia; the southern hemisphere is half a year out of phase.
        let continental = (lat > 20 && point.longitude > 60 && point.longitude < 150) ? 1.3 : 1.0
        let base = 29 - 0.42 * abs(lat)
        let amplitude = min(16, 0.22 * abs(lat) * continental)
        let phase = 2 * Double.pi * (dayOfYear - 200) / 365.25
        let seasonal = base + amplitude * cos(phase) * (lat >= 0 ? 1 : -1)
        let daily = 4.5 * cos(2 * Double.pi * (localHour - 15) / 24)
        let weatherSystem = (Self.smooth(seed, time: seconds, period: 86_400 * 1.7, salt: 1) - 0.5) * 7
        let celsius = seasonal + daily + weatherSystem

        let cloudiness = Self.smooth(seed, time: seconds, period: 3600 * 9, salt: 2)
        let clouds = (cloudiness * 100).rounded()
        let wet = Self.smooth(seed, time: seconds, period: 3600 * 6, salt: 3)
        let precipitationChance = max(0, min(1, (cloudiness - 0.55) * 2.2))
        let precipitating = cloudiness > 0.72 && wet > 0.45
        let amount = precipitating ? ((wet - 0.45) * 6 * (cloudiness - 0.6)).rounded(toPlaces: 2) : 0
        let snowing = precipitating && celsius < 0.5
        let humidity = min(100, (45 + cloudiness * 40 + (precipitating ? 12 : 0) - daily * 2).rounded())
        let windSpeed = (0.8 + Self.smooth(seed, time: seconds, period: 3600 * 5, salt: 4) * 7.5).rounded(toPlaces: 2)
        let windDegrees = (Self.smooth(seed, time: seconds, period: 3600 * 20, salt: 5) * 360).rounded()
        let pressure =
            (1013 + (0.5 - cloudiness) * 22 + (Self.smooth(seed, time: seconds, period: 86_400 * 3, salt: 6) - 0.5) * 10)
            .rounded()
        let feels = celsius - (celsius < 10 ? windSpeed * 0.7 : 0) + (celsius > 26 ? (humidity - 50) * 0.06 : 0)
        let visibility: Double = precipitating ? (amount > 1 ? 4000 : 8000) : (humidity > 92 ? 3000 : 10000)

        let (id, description, icon): (Int, String, String)
        switch (precipitating, snowing, amount, clouds) {
        case (true, true, let a, _) where a >= 1: (id, description, icon) = (601, "snow", "13")
        case (true, true, _, _): (id, description, icon) = (600, "light snow", "13")
        case (true, false, let a, _) where a >= 1: (id, description, icon) = (501, "moderate rain", "10")
        case (true, false, _, _): (id, description, icon) = (500, "light rain", "10")
        case (false, _, _, _) where visibility < 5000: (id, description, icon) = (701, "mist", "50")
        case (false, _, _, let c) where c < 12: (id, description, icon) = (800, "clear sky", "01")
        case (false, _, _, let c) where c < 30: (id, description, icon) = (801, "few clouds", "02")
        case (false, _, _, let c) where c < 55: (id, description, icon) = (802, "scattered clouds", "03")
        case (false, _, _, let c) where c < 85: (id, description, icon) = (803, "broken clouds", "04")
        default: (id, description, icon) = (804, "overcast clouds", "04")
        }
        return Sample(
            temperature: (celsius + 273.15).rounded(toPlaces: 2), feelsLike: (feels + 273.15).rounded(toPlaces: 2),
            humidity: humidity, pressure: pressure, windSpeed: windSpeed, windDegrees: windDegrees, clouds: clouds,
            precipitationChance: precipitationChance.rounded(toPlaces: 2), rain: snowing ? 0 : amount,
            snow: snowing ? amount : 0, visibility: visibility, conditionID: id, description: description,
            iconBase: icon)
    }

    /// Sunrise and sunset (NOAA's simplified equations); nil in polar day or night.
    public func sun(at point: Coordinate, on time: Date, utcOffset: Int) -> (rise: Date, set: Date)? {
        let local = CivilTime(time, offset: utcOffset)
        let day = Double(local.dayOfYear)
        let gamma = 2 * Double.pi / 365 * (day - 1)
        let eqTime =
            229.18
            * (0.000075 + 0.001868 * cos(gamma) - 0.032077 * sin(gamma) - 0.014615 * cos(2 * gamma) - 0.040849
                * sin(2 * gamma))
        let decl =
            0.006918 - 0.399912 * cos(gamma) + 0.070257 * sin(gamma) - 0.006758 * cos(2 * gamma)
            + 0.000907 * sin(2 * gamma) - 0.002697 * cos(3 * gamma) + 0.00148 * sin(3 * gamma)
        let latRad = point.latitude * .pi / 180
        let cosHA = cos(90.833 * .pi / 180) / (cos(latRad) * cos(decl)) - tan(latRad) * tan(decl)
        guard cosHA >= -1, cosHA <= 1 else { return nil }
        let ha = acos(cosHA) * 180 / .pi
        // NOAA gives minutes after UTC midnight of the date; that midnight is local midnight + the offset.
        let utcMidnight = CivilTime.date(year: local.year, month: local.month, day: local.day, offset: utcOffset)
            .addingTimeInterval(Double(utcOffset))
        let rise = utcMidnight.addingTimeInterval((720 - 4 * (point.longitude + ha) - eqTime) * 60)
        let set = utcMidnight.addingTimeInterval((720 - 4 * (point.longitude - ha) - eqTime) * 60)
        return (rise, set)
    }
}

extension Double {
    func rounded(toPlaces places: Int) -> Double {
        let p = Foundation.pow(10, Double(places))
        return (self * p).rounded() / p
    }
}
