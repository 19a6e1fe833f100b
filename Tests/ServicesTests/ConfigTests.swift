import Foundation
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

    @Test func aBrokenConfig_isIgnoredWithAWarning() {
        let home = tempHome()
        write("[kakao\napi_key = \n", home: home)
        let env = ["HOME": home, "XDG_CONFIG_HOME": home + "/config"]
        let config = AppConfig.load(paths: AppPaths(environment: env), environment: env)
        #expect(config.kakaoKey == nil)
        #expect(config.warnings.first?.contains("config ignored") == true)
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
