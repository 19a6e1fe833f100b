import ArgumentParser

/// Options every command takes.
struct GlobalOptions: ParsableArguments {
    @Flag(name: .long, help: "Use the bundled sample data for every service, even with API keys.")
    var offline = false

    @Option(name: .long, help: "Where you are: LAT,LON or a place name (e.g. 판교, Gangnam Station).")
    var location: String?

    @Flag(
        name: .long,
        help:
            "Accessible mode for screen readers and braille displays: no braille maps, charts or spinner; the first line names the view; news on one fixed line (also ONESTEP_ACCESSIBLE=1 or [ui] accessible = true)."
    )
    var accessible = false
}
