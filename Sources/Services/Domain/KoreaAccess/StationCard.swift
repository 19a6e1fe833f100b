import Foundation

/// What a wheelchair user, a blind traveller or a parent with a pushchair needs to know about one Seoul subway
/// station (lines 1–8), from Seoul Metro's and Seoul's bundled files: where the lifts are, which levels they join,
/// the accessible toilets and on which side of the gates, and at which car doors the gap to the train is narrow.
public struct StationCard: Sendable, Equatable {
    /// One facility as the files give it: its kind, the exit it is nearest ("3"), the levels it joins ("B1-1F"),
    /// where it is, and the file's own words.
    public struct Facility: Sendable, Equatable {
        public enum Kind: String, Sendable, Equatable, CaseIterable {
            case elevator, wheelchairLift = "wheelchair_lift", entranceLift = "entrance_lift", toilet, ramp
            case audioGuide = "audio_guide"
        }
        public var kind: Kind
        public var line: String
        public var exit: String
        public var levels: String
        public var place: String
        public var detail: String
        /// What the build warns of, as a code ("lifts_removed_since": the portal reports lifts removed after this
        /// list); "" when nothing.
        public var flag: String

        /// A toilet inside the fare gates (true), outside (false), or not said (nil), from the file's 내부/외부.
        public var insideGates: Bool? {
            guard kind == .toilet else { return nil }
            switch place {
            case "내부": return true  // not UI: the file's word for "inside"
            case "외부": return false  // not UI: the file's word for "outside"
            default: return nil
            }
        }

        /// The exit it is nearest, when it is an exit ("내부", inside, is not one).
        public var exitNumber: String? {
            exit.isEmpty || exit == "내부" ? nil : exit  // not UI: the file's word for "inside"
        }

        public init(
            kind: Kind, line: String, exit: String, levels: String, place: String, detail: String, flag: String
        ) {
            self.kind = kind; self.line = line; self.exit = exit; self.levels = levels; self.place = place
            self.detail = detail; self.flag = flag
        }
    }

    /// The car doors of one line and direction, with the gap each leaves to the train.
    public struct Direction: Sendable, Equatable {
        public var line: String
        /// "오이도 방면" as the file names it.
        public var toward: String
        /// Car-door positions ("1-3") by gap.
        public var narrow: [String]
        public var normal: [String]
        public var wide: [String]
        /// Doors whose platform edge is higher or lower than the train by the file's "높음".
        public var highStep: [String]

        public init(
            line: String, toward: String, narrow: [String], normal: [String], wide: [String], highStep: [String]
        ) {
            self.line = line; self.toward = toward; self.narrow = narrow; self.normal = normal; self.wide = wide
            self.highStep = highStep
        }

        public var doorCount: Int { narrow.count + normal.count + wide.count }
    }

    /// The station as lines 1–8's list names it ("경복궁"), its lines ("3") and its point, where the list has it.
    public var name: String
    public var lines: [String]
    public var coordinate: Coordinate?
    /// Whether the station's own lift nodes confirm its point (false: the list's point alone, which can be wrong).
    public var pointConfirmed = false
    /// The list's point was over 1 km from the station's own elevators: theirs is used.
    public var pointMoved = false
    public var facilities: [Facility]
    public var directions: [Direction]

    public init(
        name: String, lines: [String], coordinate: Coordinate?, facilities: [Facility], directions: [Direction]
    ) {
        self.name = name; self.lines = lines; self.coordinate = coordinate; self.facilities = facilities
        self.directions = directions
    }

    public func facilities(_ kind: Facility.Kind) -> [Facility] { facilities.filter { $0.kind == kind } }

    /// Nothing at all is known of the station's access (a name the files share, no facility, no door).
    public var isEmpty: Bool { facilities.isEmpty && directions.isEmpty }
}

/// Where stations and their cards come from (the bundled Seoul files).
public protocol StationDirectory: Sendable {
    func stations(around center: Coordinate, radius: Double) throws -> [NearbyStation]
    func station(named name: String) throws -> StationCard?
}

/// A station near a point, with its distance (for Travel's list and the route).
public struct NearbyStation: Sendable, Equatable {
    public var name: String
    public var lines: [String]
    public var coordinate: Coordinate
    public var distance: Double

    public init(name: String, lines: [String], coordinate: Coordinate, distance: Double) {
        self.name = name; self.lines = lines; self.coordinate = coordinate; self.distance = distance
    }
}
