// swift-tools-version:6.0
import PackageDescription

// Our modules' functions may be inlined and specialised in the modules that call them in a release build (the TUI's
// generic kept rows and images, drawn for every frame, ran unspecialised: about a tenth of a key's work). Not for the
// dependencies: their build time would double for nothing measurable.
let acrossModules: [SwiftSetting] = [.unsafeFlags(["-cross-module-optimization"], .when(configuration: .release))]

let package = Package(
    name: "onestep",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "onestep", targets: ["onestep"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // Already built for AsyncHTTPClient; the tests use it for a loopback HTTP server.
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        // MD5 for the Marvel request hash (already in the graph through AsyncHTTPClient's TLS stack).
        .package(url: "https://github.com/apple/swift-crypto", "3.12.3"..<"5.0.0"),
        // The route's priority queue (HeapModule; already built for swift-nio).
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
    ],
    targets: [
        // C shim over libncursesw; only the ncurses backend imports it. Its module map names ncursesw and tinfo itself:
        // pkg-config's -L/usr/lib/x86_64-linux-gnu would come before the folder of archives the release links in
        // (Makefile, RELEASE_FLAGS).
        .systemLibrary(
            name: "CNcurses",
            providers: [.apt(["libncurses-dev"])]
        ),
        // A frame's writes to the terminal gathered and sent as one (see its header); only the ncurses backend uses it.
        .target(name: "CTerminalOutput"),
        // Hand-rolled observable values, event streams, operators and clocks.
        .target(name: "Observables", swiftSettings: acrossModules),
        // The two catalogues (English, Korean) and which language is in use. No dependency.
        .target(name: "Localization", swiftSettings: acrossModules),
        // Terminal widgets: buffer, width-aware text, backends, widgets, event loop. No domain.
        .target(
            name: "TUI", dependencies: ["CNcurses", "CTerminalOutput", "Observables", "Localization"],
            swiftSettings: acrossModules),
        // A point on Earth and its distances; civil time by arithmetic (no Calendar). No dependency.
        .target(name: "Places", swiftSettings: acrossModules),
        // OpenStreetMap's opening_hours, whole: the parser, the evaluator, Korea's holidays, the hours in words. A
        // library no tab owns.
        .target(name: "OpeningHours", dependencies: ["Places", "Localization"], swiftSettings: acrossModules),
        // The way there: a walkable network, each profile's rules, A* over compact arrays. A library no tab owns.
        .target(name: "Routing", dependencies: [
            "Places", .product(name: "HeapModule", package: "swift-collections"),
        ], swiftSettings: acrossModules),
        // Transport, endpoints, decoders, errors, persistence, config, location.
        // Services uses Observables for the shared request types (LatestRequest, PagedList).
        .target(name: "Services", dependencies: [
            "Observables", "Localization", "Places", "OpeningHours", "Routing",
            .product(name: "AsyncHTTPClient", package: "async-http-client"),
            .product(name: "GRDB", package: "GRDB.swift"),
            .product(name: "Crypto", package: "swift-crypto"),
            .product(name: "HeapModule", package: "swift-collections"),
            // LiveTransport reads AsyncHTTPClient's answers in NIO's types: declared, not borrowed through it.
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOHTTP1", package: "swift-nio"),
        ], swiftSettings: acrossModules),
        .target(name: "Stores", dependencies: ["TUI", "Observables", "Services", "Localization"], swiftSettings: acrossModules),
        .target(name: "Weather", dependencies: ["TUI", "Observables", "Services", "Localization"], swiftSettings: acrossModules),
        .target(name: "Characters", dependencies: ["TUI", "Observables", "Services", "Localization"], swiftSettings: acrossModules),
        .target(name: "Travel", dependencies: ["TUI", "Observables", "Services", "Localization"], swiftSettings: acrossModules),
        .executableTarget(name: "onestep", dependencies: [
            "TUI", "Observables", "Services", "Localization", "Stores", "Weather", "Characters", "Travel",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            // The database's errors said in words (main, doctor) and the bench's queries.
            .product(name: "GRDB", package: "GRDB.swift"),
        ], swiftSettings: acrossModules),
        // Helpers every suite shares: rendering, golden frames, temporary databases, Gate, until.
        .target(name: "TestSupport", dependencies: ["TUI", "Observables", "Services", "Localization"], path: "Tests/TestSupport"),
        .testTarget(name: "LocalizationTests", dependencies: ["Localization"]),
        .testTarget(name: "ObservablesTests", dependencies: ["Observables", "Services", "TestSupport"]),
        .testTarget(name: "TUITests", dependencies: ["TUI", "Observables", "TestSupport"]),
        .testTarget(name: "OpeningHoursTests", dependencies: ["OpeningHours", "Places", "Localization"]),
        .testTarget(name: "ServicesTests", dependencies: [
            "Services", "TestSupport", "Localization", "OpeningHours", "Places", "Routing",
            .product(name: "GRDB", package: "GRDB.swift"),
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOPosix", package: "swift-nio"),
            .product(name: "NIOHTTP1", package: "swift-nio"),
        ], resources: [.copy("Fixtures")]),
        .testTarget(name: "StoresTests", dependencies: ["Stores", "Localization", "Services", "TUI", "Observables", "TestSupport"], exclude: ["Goldens"]),
        .testTarget(name: "WeatherTests", dependencies: ["Weather", "Localization", "Services", "TUI", "Observables", "TestSupport"], exclude: ["Goldens"]),
        .testTarget(name: "CharactersTests", dependencies: ["Characters", "Localization", "Services", "TUI", "Observables", "TestSupport"], exclude: ["Goldens"]),
        // The command line: the app's options read without the parser, held to what the parser reads.
        .testTarget(name: "onestepTests", dependencies: ["onestep"]),
        .testTarget(name: "TravelTests", dependencies: ["Travel", "Localization", "Services", "TUI", "Observables", "TestSupport"], exclude: ["Goldens"]),
    ]
)
