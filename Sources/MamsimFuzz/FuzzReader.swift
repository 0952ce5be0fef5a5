import FoundationEssentials
import MDXEngine
import Replay
import Screens
import SessionEngine
import Strings

/// One reader the harness feeds: its name, the tokens its format is made of, and how to call it.
enum FuzzReader: String, CaseIterable, Sendable {
  /// The tape parser and loader (`Source` resolves in an empty folder).
  case tape
  /// The XML property-list reader, through `SettingsLoader`.
  case xmlPlist = "xml-plist"
  /// The entitlements reader (`EntitlementsLoader`, over both property-list readers).
  case entitlements
  /// The binary property-list reader, through `SettingsLoader`.
  case binaryPlist = "binary-plist"
  /// The scenario reader: JSON, the scenario model and the Graph policy decoder.
  case scenario
  /// The Citrix scenario reader (`"vendor": "citrix"`).
  case citrixScenario = "citrix-scenario"
  /// The MDX policy XML reader (`MobileAppPolicies`, `default_policies.xml`).
  case mdxPolicy = "mdx-policy"
  /// The String Catalog reader (`.xcstrings`).
  case catalog

  /// Pieces of the format that mutations insert, so inputs reach past the first syntax check.
  var tokens: [[UInt8]] {
    let words: [String]
    switch self {
    case .tape:
      words = [
        "Source \"x.tape\"\n", "Wait /", "/", "/i", "[", "(", "{", "\\", "\"", "'", "`", "@",
        "+", "Type ", "Set ", "Set Width 9999999999\n", "Expect Event ", "Advance ",
        "99999999999d", "36500d", "1.5", "\n", "#", "Output \"../x.txt\"\n", "Screenshot ",
        "Snapshot ", "Device ", "Admin policy ", "Relaunch ", "Ctrl+", "Alt+", "Shift+",
        "Down 99999999\n", "Wait@0ms /x/\n", "Sleep ", "Hide\n", "Show\n",
        // VHS's grammar: several commands a line, trailing comments, bare paths, durations
        // without a unit or leading digit, key combinations, settings in pixels, JSON themes.
        " Sleep .5 ", " Enter ", " # ", "Output out/x.cast ", ".", ".5", "Type@.1 ", "Ctrl+Alt+",
        "Ctrl+@", "Shift+A ", "Alt+Enter ", "Wait+Line@1s ", "Wait\n", "Env A \"b\" ", "Copy ",
        "Paste ", "ScrollUp 3 ", "Insert ", "Subtitle ", "Set Width 1200\n", "Set Height 20000\n",
        "Set FontSize 6\n", "Set Padding 200\n", "Set LoopOffset 50%\n", "Set LoopOffset 5 %\n",
        "Set PlaybackSpeed .1\n", "Set Framerate 120\n", "Set Theme { \"a\": 1 }\n", "}",
        "Set Shell ", "Set WaitPattern ", "·", "e\u{301}", "›",
      ]
    case .xmlPlist:
      words = [
        "<dict>", "</dict>", "<array>", "</array>", "<key>", "</key>", "<string>", "</string>",
        "<integer>", "</integer>", "<real>", "</real>", "<true/>", "<false/>", "<date>",
        "<data>", "<!--", "-->", "<![CDATA[", "]]>", "&#x", "&#", "&amp;", "&", ";", "<", ">",
        "/", "<plist>", "</plist>", "<?xml ", "?>", "<dict/>", "<key/>", "1e999", "-0",
        "18446744073709551615", "18446744073709551616", "-9223372036854775809", "+00",
      ]
    case .entitlements:
      words = [
        "<dict>", "</dict>", "<array>", "</array>", "<key>", "</key>", "<string>", "</string>",
        "<integer>1</integer>", "<true/>", "<dict/>", "<array/>", "<!--", "-->", "&amp;", "<",
        "<key>keychain-access-groups</key>", "<key>com.apple.security.application-groups</key>",
        "$(AppIdentifierPrefix)", "com.microsoft.intune.mam", "<plist>", "</plist>", "bplist00",
      ]
    case .binaryPlist:
      return [
        [0xA1, 0x00], [0xDF], [0x0F], [0x5F, 0x10, 0xFF], [0x6F], [0x13], [0x14], [0xFF],
        [0x00], [0x33], [0x4F, 0x13], [0x80], [0x01], [0x7F], [0xD1, 0x00, 0x00],
        [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF], [0, 0, 0, 0, 0, 0, 0, 0],
      ]
    case .scenario:
      words = [
        "{", "}", "[", "]", "\"", ":", ",", "null", "true", "false", "1e308", "-1", "0.5",
        "\"P106751991168D\"", "\"PT30M\"", "\"P36501D\"", "\\u", "\\ud800", "\\", "\"\":",
        "{\"a\":", "[[", "\"policies\":", "\"timing\":", "\"tenant\":", "\"users\":",
        "\t", "\u{0}", "\u{1F}", "\r",
        "\"@odata.type\": \"#microsoft.graph.androidManagedAppProtection\"",
        "\"bundleId\": \" \"", "\u{FEFF}",
      ]
    case .citrixScenario:
      words = [
        "{", "}", "[", "]", "\"", ":", ",", "null", "true", "false", "1e308", "-1", "99999999",
        "\"vendor\": \"citrix\"", "\"policies\":", "\"InactivityTimer\":", "\"MaxOfflinePeriod\":",
        "\"mode\":", "\"secureHub\":", "\\u", "\\ud800", "\"\":", "\t", "\u{1}",
        "\"policyFile\": \"p.xml\"", "\"upn\": \"\"",
      ]
    case .mdxPolicy:
      words = [
        "<MobileAppPolicies>", "</MobileAppPolicies>", "<Policies>", "</Policies>", "<", ">",
        "/>", "</", "<!--", "-->", "<![CDATA[", "]]>", "&#x", "&#", "&amp;", "&", ";", "=",
        "\"", "<?xml ", "?>", "<WipeDataOnAppLock>", "<MaxOfflinePeriod>", "99999999999", "-1",
        "<!DOCTYPE MobileAppPolicies [", "]>", "<!ENTITY e \"x\">", "&e;", " junk=\"1\"", "'",
      ]
    case .catalog:
      words = [
        "{", "}", "[", "]", "\"", ":", ",", "\"localizations\":", "\"stringUnit\":",
        "\"value\":", "\"state\":", "\"translated\"", "\"de\":", "\"zh-Hans\":", "%@", "%d",
        "%1$@", "%2$d", "%", "\\u", "\\ud800", "\"strings\":", "\"sourceLanguage\":",
      ]
    }
    return words.map { Array($0.utf8) }
  }

  /// The extension `mamsim check` knows this kind of file by.
  var fileExtension: String {
    switch self {
    case .tape: "tape"
    case .xmlPlist, .binaryPlist: "plist"
    case .entitlements: "entitlements"
    case .scenario, .citrixScenario: "json"
    case .mdxPolicy: "xml"
    case .catalog: "xcstrings"
    }
  }

  /// Runs the reader on `bytes`, returning how many diagnostics it gave (to keep the call live).
  func run(_ bytes: [UInt8]) -> Int {
    switch self {
    case .tape:
      let text = String(decoding: bytes, as: UTF8.self)
      switch TapeLoader.load(text: text, file: "fuzz.tape", folder: "/nonexistent-mamsim-fuzz") {
      case .success(let tape):
        // Its regexes are read again for what they spell out, against a secret.
        let revealing = RevealingPatterns.sources(in: tape.steps, secrets: ["Zq7SecretPw"])
        return tape.steps.count + tape.warnings.count + revealing.count
      case .failure(let failure): return failure.diagnostics.count
      }
    case .entitlements:
      return EntitlementsLoader.load(data: Data(bytes), file: "fuzz.entitlements").diagnostics.count
    case .xmlPlist, .binaryPlist:
      return SettingsLoader.load(data: Data(bytes), file: "fuzz.plist").diagnostics.count
    case .scenario:
      return ScenarioLoader.load(data: Data(bytes), file: "fuzz.json").diagnostics.count
    case .citrixScenario:
      return MDXScenarioLoader.load(data: Data(bytes), file: "fuzz.json").diagnostics.count
    case .mdxPolicy:
      return MDXPolicyFileLoader.load(data: Data(bytes), file: "fuzz.xml").diagnostics.count
    case .catalog:
      return StringCatalog.read(bytes, file: "fuzz.xcstrings").diagnostics.count
    }
  }
}
