import Foundation
import Localization
import TestSupport
import Testing

@testable import Services

struct ConfigTests {
    func tempHome() -> String {
        let dir = TemporaryFolder.path("config")
        try! FileManager.default.createDirectory(atPath: dir + "/config/onestep", withIntermediateDirectories: true)
        return dir
    }

    func write(_ text: String, home: String, mode: Int = 0o600) {
        let path = home + "/config/onestep/config.toml"
        FileManager.default.createFile(atPath: path, contents: Data(text.utf8), attributes: [.posixPermissions: mode])
    }

    @Test func paths_followXDG_withHomeFallbacks() {
        let paths = AppPaths(environment: ["HOME": "/h", "XDG_DATA_HOME": "/d"])
        #expect(paths.database == "/d/onestep/onestep.sqlite")
        #expect(paths.configFile == "/h/.config/onestep/config.toml")
        #expect(paths.log == "/h/.local/state/onestep/onestep.log")
    }

    @Test func environment_overridesFile_overridesDefault() {
        let home = tempHome()
        write(
            """
            # keys
            [kakao]
            api_key = "from-file"
            base_url = "http://file.example"
            [stores]
            radius = 2_000
            [location]
            default = "강남역"
            """, home: home)
        let env = ["HOME": home, "XDG_CONFIG_HOME": home + "/config"]
        let fileOnly = AppConfig.load(paths: AppPaths(environment: env), environment: env)
        #expect(fileOnly.kakaoKey == "from-file")
        #expect(fileOnly.kakaoBaseURL.absoluteString == "http://file.example")
        #expect(fileOnly.storesRadius == 2000)
        #expect(fileOnly.defaultLocation == "강남역")
        #expect(fileOnly.warnings.isEmpty)

        var withEnv = env
        withEnv["KAKAO_REST_API_KEY"] = "from-env"
        withEnv["ONESTEP_KAKAO_BASE_URL"] = "http://127.0.0.1:9"
        let both = AppConfig.load(paths: AppPaths(environment: withEnv), environment: withEnv)
        #expect(both.kakaoKey == "from-env")
        #expect(both.kakaoBaseURL.absoluteString == "http://127.0.0.1:9")

        let none = AppConfig.load(
            paths: AppPaths(environment: ["HOME": "/nonexistent"]), environment: ["HOME": "/nonexistent"])
        #expect(none.kakaoKey == nil)
        #expect(none.kakaoBaseURL.absoluteString == "https://dapi.kakao.com")
        #expect(none.storesRadius == 1000)
    }

    @Test func keysInAFileOthersCanRead_produceAWarning() {
        let home = tempHome()
        write("[kakao]\napi_key = \"secret-value\"\n", home: home, mode: 0o644)
        let env = ["HOME": home, "XDG_CONFIG_HOME": home + "/config"]
        let config = AppConfig.load(paths: AppPaths(environment: env), environment: env)
        #expect(config.warnings.contains { $0.contains("readable by others") })
        #expect(!config.warnings.joined().contains("secret-value"))
    }

    func load(_ home: String) -> AppConfig {
        let env = ["HOME": home, "XDG_CONFIG_HOME": home + "/config"]
        return Localization.with(.english) { AppConfig.load(paths: AppPaths(environment: env), environment: env) }
    }

    /// A bad line among good ones: that line alone is ignored, said with its line, column and the setting; the
    /// good lines apply.
    @Test func aBadLine_amongGoodOnes_isIgnoredAlone_andSaid() {
        let home = tempHome()
        write("[kakao]\napi_key = \"abc\"\n[weather]\nunits = \"imperial\n[stores]\nradius = 2000\n", home: home)
        let config = load(home)
        #expect(config.kakaoKey == "abc" && config.storesRadius == 2000)
        #expect(config.units == "metric")
        #expect(config.problems.count == 1)
        #expect(config.problems[0].hasSuffix("line 4, column 9: unterminated string — weather.units is ignored"))
        #expect(config.warnings.contains(config.problems[0]))
    }

    @Test func aBrokenSectionHeader_ignoresItsKeys_notTheRest() {
        let home = tempHome()
        write("[kakao\napi_key = \"x\"\n[stores]\nradius = 3000\n", home: home)
        let config = load(home)
        #expect(config.kakaoKey == nil && config.storesRadius == 3000)
        #expect(config.problems.count == 2)
        #expect(config.problems[0].contains("line 1, column 1: unclosed section header — the line is ignored"))
        #expect(config.problems[1].contains("line 2, column 1: under a section header that is not closed"))
    }

    @Test func outOfRange_andUnknown_valuesAreSaid_withTheValueUsed() {
        let home = tempHome()
        write(
            "[stores]\nradius = 50\nraduis = 3\n[weather]\nunits = \"kelvin\"\n[ui]\naccessible = \"maybe\"\n",
            home: home)
        let config = load(home)
        #expect(config.storesRadius == 500 && config.units == "metric" && !config.accessible)
        #expect(config.problems.contains { $0.hasSuffix("stores.radius = 50 is outside 500–20000: 500 is used") })
        #expect(config.problems.contains { $0.hasSuffix("stores.raduis is not a setting onestep knows: ignored") })
        #expect(
            config.problems.contains {
                $0.hasSuffix("weather.units = \"kelvin\" is not one of metric, imperial: ignored")
            })
        #expect(
            config.problems.contains { $0.hasSuffix("ui.accessible = \"maybe\" is not one of true, false: ignored") })
    }

    @Test func aFolderInPlaceOfTheFile_andBytesThatAreNotUTF8_areSaidWithoutErrorText() throws {
        let home = tempHome()
        try FileManager.default.createDirectory(
            atPath: home + "/config/onestep/config.toml", withIntermediateDirectories: true)
        let folder = load(home)
        #expect(folder.problems.count == 1)
        #expect(
            folder.problems[0].hasSuffix(
                "cannot be read (a folder or something else stands where the file should be): the defaults are used"))
        #expect(!folder.problems[0].contains("Error Domain"))
        let other = tempHome()
        let path = other + "/config/onestep/config.toml"
        FileManager.default.createFile(
            atPath: path,
            contents: Data(
                "[stores]\nradius = 900\nbad \u{FF}\u{FE}".utf8.map { $0 }.replacing(
                    [0xC3, 0xBF, 0xC3, 0xBE], with: [0xFF, 0xFE]) + [0x0A]),
            attributes: [.posixPermissions: 0o600])
        let bytes = load(other)
        #expect(bytes.storesRadius == 900)
        #expect(
            bytes.problems.count == 1 && bytes.problems[0].contains("line 3, column 1: bytes that are not UTF-8 text"))
    }

    @Test func tomlSubset_readsStringsNumbersCommentsAndSections() throws {
        let values = try TOMLSubset.parse(
            """
            top = 'single'
            [a]
            s = "with # hash" # comment
            n = 12.5
            b = true
            """)
        #expect(values["top"] == "single")
        #expect(values["a.s"] == "with # hash")
        #expect(values["a.n"] == "12.5")
        #expect(values["a.b"] == "true")
    }
}
