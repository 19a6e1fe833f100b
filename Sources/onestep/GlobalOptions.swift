import ArgumentParser

/// Options every command takes.
struct GlobalOptions: ParsableArguments {
    @Flag(
        name: .long,
        help: "Use the bundled data for every service, even with API keys: no request, and no kept live answer.")
    var offline = false

    @Option(
        name: .long,
        help:
            "Where you are: LAT,LON, a place name (e.g. 판교, Gangnam Station), or network (asks BeaconDB once: sends this machine's address). Default: a gpsd fix, the network if allowed, the last place, the config, the time zone."
    )
    var location: String?

    @Flag(
        name: .long,
        help:
            "Accessible mode for screen readers and braille displays: no braille maps, charts or spinner; the first line names the view; news on one fixed line (also ONESTEP_ACCESSIBLE=1 or [ui] accessible = true)."
    )
    var accessible = false
}
