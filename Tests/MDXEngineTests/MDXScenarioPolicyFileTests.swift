import Foundation
import SessionEngine
import TestSupport
import Testing

@testable import MDXEngine

/// A Citrix scenario naming its policy XML files, and declaring custom policies.
@Suite(.scratchFolder) struct MDXScenarioPolicyFileTests {
  /// A fresh folder holding `files` (name → text); the scenario file's path in it.
  func folder(_ files: [String: String]) throws -> String {
    let url = ScratchFolder.url("mdx-files")
    for (name, text) in files {
      let file = url.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file)
    }
    return url.appendingPathComponent("s.json").path
  }

  func scenario(mode: String, _ extra: String) -> String {
    """
    {
      "vendor": "citrix",
      "organisation": {"name": "X", "serverAddress": "mdm.x.example"},
      "app": {"mode": "\(mode)"},
      \(extra)
    }
    """
  }

  func policies(_ body: String) -> String {
    "<MobileAppPolicies><Policies>\(body)</Policies></MobileAppPolicies>"
  }

  /// Citrix's developer guide: for an unmanaged Premium app `getValueOfPolicy` answers from the
  /// bundled `default_policies.xml`; for a managed one, from the administrator's policies — and
  /// an app's own custom policies are answered the same way as the built-in ones.
  @Test func filesAndCustomPoliciesAnswerGetValueOfPolicy() throws {
    let path = try folder([
      "p/default_policies.xml": policies(
        "<DisableCamera>true</DisableCamera><Region>north</Region>"),
      "p/MobileAppPolicies.xml": policies(
        "<DisableCamera>false</DisableCamera><Region>south</Region>"),
    ])
    let extra = """
      "customPolicies": {"Region": "harbour", "Support": 42},
        "policyFile": "p/MobileAppPolicies.xml", "premiumDefaultsFile": "p/default_policies.xml"
      """
    for (mode, camera, region) in [("premium", "true", "north"), ("managed", "false", "south")] {
      let result = MDXScenarioLoader.load(text: scenario(mode: mode, extra), file: path)
      #expect(result.diagnostics.isEmpty)
      let configuration = try #require(result.scenario?.configuration)
      let state = MDXState(configuration: configuration)
      #expect(MdxManager.getValueOfPolicy("DisableCamera", state).value == camera)
      #expect(MdxManager.getValueOfPolicy("Region", state).value == region)
      #expect(MdxManager.getValueOfPolicy("Support", state).value == "42")
    }
    let general = MDXScenarioLoader.load(text: scenario(mode: "general", extra), file: path)
    let state = try MDXState(configuration: #require(general.scenario?.configuration))
    #expect(MdxManager.getValueOfPolicy("Region", state).value == "nil")
  }

  @Test func pathsStayInsideTheScenarioFolderAndFaultsAreNamed() throws {
    let path = try folder([
      "bad.xml": policies("\n<DisableCamera>true</DisableCamera <x>"),
      "unknown.xml": policies("\n\n<Region>north</Region>"),
    ])
    func messages(_ extra: String) -> [String] {
      MDXScenarioLoader.load(text: scenario(mode: "premium", extra), file: path).diagnostics
        .map(\.description)
    }
    let folder = String(path.dropLast("s.json".count))
    #expect(
      messages(#""premiumDefaultsFile": "bad.xml""#) == [
        "\(folder)bad.xml:2: error: not well-formed XML at column 20: the tag starting here is "
          + "not closed with '>'"
      ])
    #expect(
      messages(#""premiumDefaultsFile": "unknown.xml""#).first?.hasPrefix(
        "\(folder)unknown.xml:3: MobileAppPolicies.Policies.Region: error: unknown policy key")
        == true)
    #expect(
      messages(#""premiumDefaultsFile": "../s.json""#) == [
        "\(path):5: premiumDefaultsFile: error: the file must be inside the scenario's folder; "
          + "'..' leaves it"
      ])
    #expect(
      messages(#""policyFile": "/etc/hosts""#).first?.hasSuffix(
        "error: expected a path relative to the scenario file") == true)
    #expect(
      messages(#""policyFile": "missing.xml""#).first?.contains("missing.xml") == true)
    #expect(
      messages(#""premiumDefaultsFile": "bad.xml", "premiumDefaults": {}"#).first?.hasSuffix(
        "give \"premiumDefaults\" or \"premiumDefaultsFile\", not both") == true)
    #expect(
      messages(#""customPolicies": {"AppPasscode": "x", "a b": "y"}"#) == [
        "\(path):5: customPolicies.AppPasscode: error: a built-in policy; set it in \"policies\"",
        "\(path):5: customPolicies.a b: error: a policy name is an XML element name",
      ])
  }
  /// A policy file that is missing or a folder is the scenario's fault, at its key's line.
  @Test func aFileThatCannotBeOpenedIsRefusedAtTheKeysLine() throws {
    let path = try folder([
      "adir/p.xml": policies("<DisableCamera>true</DisableCamera>")
    ])
    func messages(_ name: String) -> [String] {
      let text = scenario(mode: "managed", "\"policyFile\": \"\(name)\"")
      return MDXScenarioLoader.load(text: text, file: path).diagnostics.map(\.description)
    }
    let missing = messages("nope.xml")
    #expect(missing.count == 1)
    #expect(
      missing.first?.hasPrefix(
        "\(path):5: policyFile: error: \"nope.xml\": there is no such file (looked for ") == true,
      "\(missing)")
    #expect(missing.first?.hasSuffix("/nope.xml)") == true, "\(missing)")
    #expect(
      messages("adir") == [
        "\(path):5: policyFile: error: \"adir\": it is a folder, not a file"
      ])
  }

  /// A name holding a NUL is refused at its key's line: the system would end the name there and
  /// open another file than the one written.
  @Test func aNulInTheNameIsRefusedAtTheKeysLine() throws {
    let path = try folder(["bad.xml": policies("\n<DisableCamera>true</DisableCamera <x>")])
    for name in [#"bad.xml\u0000ignored.txt"#, #"p.xml\u0000"#] {
      let text = scenario(mode: "managed", "\"policyFile\": \"\(name)\"")
      #expect(
        MDXScenarioLoader.load(text: text, file: path).diagnostics.map(\.description) == [
          "\(path):5: policyFile: error: a file name cannot hold a NUL character"
        ])
    }
  }

  /// Past the limit, the error names the first entry over it in the file's order (not the last
  /// name in alphabetical order), once, at its line.
  @Test func theCustomPolicyPastTheLimitIsNamedAtItsLine() throws {
    let path = try folder([:])
    let limit = MDXScenarioLoader.maximumCustomPolicies
    let entries = (0...(limit + 2)).map { "\"P\($0)\": \"v\"" }.joined(separator: ",\n")
    let text = scenario(mode: "managed", "\"customPolicies\": {\n\(entries)\n}")
    let diagnostics = MDXScenarioLoader.load(text: text, file: path).diagnostics
    #expect(
      diagnostics.map(\.description) == [
        "\(path):\(6 + limit): customPolicies.P\(limit): error: more than \(limit) custom policies"
      ])
  }

  /// A link inside the scenario's folder that leads out of it (to the file, or to a folder on
  /// the way) is refused at the field's line, and nothing of the outside file is shown.
  @Test func aSymbolicLinkOutOfTheFolderIsRefusedAtItsLine() throws {
    let path = try folder([
      "in/inside.xml": policies("<DisableCamera>true</DisableCamera>")
    ])
    let scenarioFolder = String(path.dropLast("s.json".count))
    let outside = try folder(["p.xml": policies("<DisableCamera>outsidesecret</DisableCamera>")])
    let outsideFolder = String(outside.dropLast("s.json".count))
    let manager = FileManager.default
    try manager.createSymbolicLink(
      atPath: scenarioFolder + "link.xml", withDestinationPath: outsideFolder + "p.xml")
    try manager.createSymbolicLink(
      atPath: scenarioFolder + "away", withDestinationPath: outsideFolder)
    try manager.createSymbolicLink(
      atPath: scenarioFolder + "near.xml", withDestinationPath: "in/inside.xml")
    for name in ["link.xml", "away/p.xml"] {
      let text = scenario(mode: "managed", "\"policyFile\": \"\(name)\"")
      let messages = MDXScenarioLoader.load(text: text, file: path).diagnostics.map(\.description)
      #expect(
        messages == [
          "\(path):5: policyFile: error: the file must be inside the scenario's folder; "
            + "a symbolic link on its path leads out of it"
        ])
      #expect(!messages.joined().contains("outsidesecret"))
    }
    let near = MDXScenarioLoader.load(
      text: scenario(mode: "managed", #""policyFile": "near.xml""#), file: path)
    #expect(near.diagnostics.isEmpty)
    let configuration = try #require(near.scenario?.configuration)
    #expect(
      MdxManager.getValueOfPolicy("DisableCamera", MDXState(configuration: configuration)).value
        == "true")
  }
}
