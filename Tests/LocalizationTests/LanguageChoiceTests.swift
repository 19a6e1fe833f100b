import Localization
import Testing

@Suite struct LanguageChoiceTests {
    @Test func theFlagWinsOverEverything() {
        let choice = LanguageChoice.resolve(
            flag: "en", environment: ["ONESTEP_LANG": "ko", "LANG": "ko_KR.UTF-8"], configured: "ko")
        #expect(choice == LanguageChoice(language: .english, reason: .flag))
    }

    @Test func theEnvironmentVariableThenTheConfig() {
        #expect(
            LanguageChoice.resolve(flag: nil, environment: ["ONESTEP_LANG": "ko", "LANG": "C"], configured: "en")
                == LanguageChoice(language: .korean, reason: .environment))
        #expect(
            LanguageChoice.resolve(flag: nil, environment: ["LANG": "C.UTF-8"], configured: "korean")
                == LanguageChoice(language: .korean, reason: .config))
    }

    @Test func theFirstSetLocaleVariableDecides() {
        let env = ["LC_ALL": "", "LC_MESSAGES": "ko_KR.UTF-8", "LANG": "en_US.UTF-8"]
        #expect(
            LanguageChoice.resolve(flag: nil, environment: env, configured: nil)
                == LanguageChoice(language: .korean, reason: .locale(variable: "LC_MESSAGES", value: "ko_KR.UTF-8")))
        #expect(
            LanguageChoice.resolve(flag: nil, environment: ["LC_ALL": "C", "LANG": "ko_KR.UTF-8"], configured: nil)
                .language == .english)
    }

    @Test(arguments: [
        ("C", Language.english), ("C.UTF-8", .english), ("POSIX", .english), ("en_GB.UTF-8", .english),
        ("de_DE", .english), ("kok_IN", .english), ("ko", .korean), ("ko_KR.UTF-8", .korean), ("ko_KR", .korean),
        ("ko.UTF-8", .korean), ("ko_KR.eucKR", .korean),
    ])
    func aKoreanLocaleIsKoOrKoAndARegion_anythingElseIsEnglish(_ value: String, _ expected: Language) {
        #expect(LanguageChoice.resolve(flag: nil, environment: ["LANG": value], configured: nil).language == expected)
    }

    @Test func noSettingAtAllIsEnglish() {
        #expect(
            LanguageChoice.resolve(flag: nil, environment: [:], configured: nil)
                == LanguageChoice(language: .english, reason: .fallback))
    }

    @Test func anUnknownExplicitValueIsReportedAndPassedOver() {
        var unknown: [String] = []
        let choice = LanguageChoice.resolve(
            flag: "fr", environment: ["LANG": "ko_KR.UTF-8"], configured: nil, unknown: { unknown.append($0) })
        #expect(choice.language == .korean)
        #expect(unknown == ["fr"])
    }

    @Test func aTaskCanSpeakTheOtherLanguage() {
        #expect(Localization.with(.korean) { L.ago(minutes: 3) } == "3분 전")
        #expect(Localization.with(.english) { L.ago(minutes: 3) } == "3 min ago")
        #expect(Localization.with(.english) { L.ago(minutes: 150) } == "2 h ago")
        #expect(Localization.with(.korean) { L.dayAndDate(weekday: 3, day: 24, month: 11) } == "11월 24일 (화)")
        #expect(Localization.with(.english) { L.dayAndDate(weekday: 3, day: 24, month: 11) } == "Tue 24 Nov")
    }

    @Test func englishPluralsCountOneAndMany() {
        #expect(plural(1, "store", "stores") == "1 store")
        #expect(plural(2, "store", "stores") == "2 stores")
        #expect(plural(0, "store", "stores") == "0 stores")
    }
}
