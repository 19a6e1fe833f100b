/// Everything the app writes for a person to read, one requirement per sentence or phrase; a catalogue per
/// language (`English`, `Korean`) conforms, so the compiler checks that every key exists in both and that each
/// placeholder has its type. Keys name where they are used (`storesEmptyWithin`, `shellQuit`).
/// Data is never here: place names, Marvel names and source names are passed in as they are.
public protocol Strings:
    Sendable, CommonStrings, ShellStrings, StoresStrings, WeatherStrings, CharactersStrings, TravelStrings,
    CommandStrings, DoctorStrings, AccessStrings, HoursStrings, KoreaAccessStrings, RouteStrings, DayStrings
{}

/// English plural of a count: `plural(1, "store", "stores")` → "1 store".
public func plural(_ count: Int, _ one: String, _ many: String) -> String {
    "\(count) " + (count == 1 ? one : many)
}
