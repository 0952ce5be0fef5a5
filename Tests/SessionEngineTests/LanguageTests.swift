import Foundation
import SessionEngine
import Testing

/// Language tags and the POSIX environment's choice of language.
@Suite struct LanguageTests {
  @Test func catalogTagsLocalesAndBCP47TagsNameTheLanguages() {
    #expect(Language(tag: "en") == .english)
    #expect(Language(tag: "zh-Hans") == .simplifiedChinese)
    #expect(Language(tag: "de") == .german)
    #expect(Language(tag: "it") == .italian)
    #expect(Language(tag: "de_DE.UTF-8") == .german)
    #expect(Language(tag: "de_CH") == .german)
    #expect(Language(tag: "it_IT@euro") == .italian)
    #expect(Language(tag: "zh_CN") == .simplifiedChinese)
    #expect(Language(tag: "zh_CN.GB18030") == .simplifiedChinese)
    #expect(Language(tag: "zh-Hans-CN") == .simplifiedChinese)
    #expect(Language(tag: "ZH_sg") == .simplifiedChinese)
    #expect(Language(tag: "en_GB.UTF-8") == .english)
  }

  @Test func languagesMamsimDoesNotHaveAreNil() {
    for tag in ["fr", "fr_FR.UTF-8", "zh_TW", "zh-Hant", "zh_HK.UTF-8", "", "C", "POSIX", "_", "."]
    {
      #expect(Language(tag: tag) == nil, "\(tag)")
    }
  }

  @Test func theFirstSetVariableOfLCAllLCMessagesAndLangDecides() {
    #expect(Language.fromEnvironment([:]) == .english)
    #expect(Language.fromEnvironment(["LANG": "de_DE.UTF-8"]) == .german)
    #expect(Language.fromEnvironment(["LANG": "de_DE.UTF-8", "LC_MESSAGES": "it_IT"]) == .italian)
    #expect(
      Language.fromEnvironment(["LANG": "de_DE", "LC_MESSAGES": "it_IT", "LC_ALL": "zh_CN.UTF-8"])
        == .simplifiedChinese)
    // An empty variable is as good as unset.
    #expect(Language.fromEnvironment(["LC_ALL": "", "LANG": "it_IT.UTF-8"]) == .italian)
    // A set variable decides even for a language mamsim lacks: English, not the next variable.
    #expect(Language.fromEnvironment(["LC_ALL": "C.UTF-8", "LANG": "de_DE.UTF-8"]) == .english)
    #expect(Language.fromEnvironment(["LC_MESSAGES": "fr_FR", "LANG": "de_DE.UTF-8"]) == .english)
    // LC_CTYPE and the like say nothing about messages.
    #expect(Language.fromEnvironment(["LC_CTYPE": "de_DE.UTF-8"]) == .english)
  }

  @Test func aScenarioMaySetTheDevicesLanguage() {
    func load(_ language: String) -> ScenarioLoader.Result {
      let text = EmbeddedScenario.json.replacingOccurrences(
        of: "\"device\": {", with: "\"device\": {\"language\": \"\(language)\",")
      return ScenarioLoader.load(text: text, file: "s.json")
    }
    #expect(load("zh-Hans").scenario?.device.language == .simplifiedChinese)
    #expect(load("de_DE.UTF-8").scenario?.device.language == .german)
    let problem = load("fr").diagnostics.first { $0.keyPath == "device.language" }
    #expect(problem?.severity == .error)
    #expect(problem?.line != nil)
    #expect(problem?.message.contains("en, zh-Hans, de, it") == true)
    #expect(ScenarioLoader.embedded().device.language == nil)
  }
}
