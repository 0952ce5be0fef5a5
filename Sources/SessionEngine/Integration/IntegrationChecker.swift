/// Checks an app's Info.plist and entitlements against the integration steps of the Intune App
/// SDK's guide, giving a pass or a problem for each thing it looks at.
///
/// Pure: it reads the documents and returns an `IntegrationReport`; `mamsim check` prints it,
/// `mamsim configure` fixes the problems it can, and the emulator can react to its kinds.
public struct IntegrationChecker {
  /// The Info.plist key that holds the SDK's settings.
  static let settingsKey = "IntuneMAMSettings"

  let input: IntegrationInput
  var findings: [IntegrationFinding] = []

  /// The report for `input`.
  public static func check(_ input: IntegrationInput) -> IntegrationReport {
    var checker = IntegrationChecker(input: input)
    if let info = input.info {
      checker.checkRequiredSettings(info)
    }
    if let entitlements = input.entitlements {
      checker.checkKeychain(entitlements, info: input.info)
    }
    if let info = input.info {
      checker.checkQueriedSchemes(info)
      checker.checkQueryLimit(info)
      checker.checkURLSchemes(info)
      checker.checkFaceID(info)
      checker.checkScenes(info)
      checker.checkSettingsRules(info, entitlements: input.entitlements)
    }
    return IntegrationReport(findings: checker.findings)
  }

  mutating func add(_ finding: IntegrationFinding) { findings.append(finding) }

  /// The lines that add `key` with a string value.
  static func keyLines(_ key: String, string: String) -> [String] {
    ["<key>\(key)</key>", "<string>\(PlistXMLWriter.escaped(string))</string>"]
  }

  /// The lines that add `key` with the value true.
  static func keyLines(_ key: String, true _: Void) -> [String] {
    ["<key>\(key)</key>", "<true/>"]
  }

  /// The line of a string element.
  static func stringLine(_ text: String) -> String {
    "<string>\(PlistXMLWriter.escaped(text))</string>"
  }

  /// The line of `key` in `dictionary`, else the dictionary's own line.
  static func line(of key: String, in dictionary: PlistNode) -> Int? {
    dictionary.entry(key)?.keyLine ?? dictionary.line
  }
}
