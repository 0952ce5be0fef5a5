import Foundation
import SessionEngine
import TestSupport
import Testing

@testable import Replay

/// The tape's words for the app's own files: `Set Entitlements`, `Device locked`, and the world
/// a tape builds from an Info.plist and its entitlements.
@Suite(.scratchFolder) struct IntegrationTapeTests {
  /// A folder of its own under the temporary directory, with `files` written into it.
  static func folder(_ files: [String: String]) throws -> String {
    let url = ScratchFolder.url("integration")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    for (name, text) in files {
      try Data(text.utf8).write(to: url.appendingPathComponent(name))
    }
    return url.path
  }

  static let info = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict>
    <key>CFBundleIdentifier</key><string>com.contoso.notes</string>
    <key>UIApplicationSceneManifest</key><dict></dict>
    <key>IntuneMAMSettings</key><dict>
    <key>ADALClientId</key><string>abc</string>
    <key>ADALRedirectUri</key><string>msauth.com.contoso.notes://auth</string>
    </dict></dict></plist>
    """

  @Test func setEntitlementsIsResolvedAgainstTheTapeFolder() throws {
    let text = """
      Set Settings "app/Info.plist"
      Set Entitlements "app/Notes.entitlements"
      Device locked true
      Device locked false
      """
    let tape = try TapeLoader.load(text: text, file: "t.tape", folder: "replays").get()
    #expect(tape.entitlementsPath == "replays/app/Notes.entitlements")
    #expect(
      tape.steps.map(\.command) == [
        .world(.device(.locked(true))), .world(.device(.locked(false))),
      ])
    #expect(TapeSetting.entitlements("a b.entitlements").description.hasPrefix("Set Entitlements"))
    #expect(WorldChange.device(.locked(true)).tapeLine == "Device locked true")
  }

  @Test func theTapesWorldTakesTheIntegrationFromBothFiles() throws {
    let folder = try Self.folder([
      "Info.plist": Self.info,
      "Notes.entitlements": """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>keychain-access-groups</key>
      <array><string>$(AppIdentifierPrefix)com.contoso.notes</string></array></dict></plist>
      """,
      "broken.entitlements": "<plist><dict><key>keychain-access-groups</key><true/></dict></plist>",
    ])
    var tape = Tape(file: "t.tape", folder: folder)
    tape.settingsPath = folder + "/Info.plist"
    tape.entitlementsPath = folder + "/Notes.entitlements"
    let scenario = try TapeWorld.scenario(for: tape).get()
    let integration = scenario.app.integration
    #expect(!integration.protectsScenes)
    #expect(integration.entitlementsFile == folder + "/Notes.entitlements")
    #expect(integration.problems.contains { $0.kind == .keychainMAMGroup })
    tape.entitlementsPath = folder + "/broken.entitlements"
    guard case .failure(let failure) = TapeWorld.scenario(for: tape) else {
      Issue.record("broken entitlements were used")
      return
    }
    #expect(failure.message.contains("broken.entitlements"))
    #expect(failure.message.contains("must be an array of strings"))
  }

  @Test func theTapesAppTakesTheInfoPlistsVersion() throws {
    let folder = try Self.folder([
      "Info.plist": Self.info.replacingOccurrences(
        of: "<key>UIApplicationSceneManifest</key>",
        with: "<key>CFBundleShortVersionString</key><string>3.1</string>"
          + "<key>UIApplicationSceneManifest</key>")
    ])
    var tape = Tape(file: "t.tape", folder: folder)
    tape.settingsPath = folder + "/Info.plist"
    let scenario = try TapeWorld.scenario(for: tape).get()
    #expect(scenario.app.version == "3.1")
    #expect(ScenarioLoader.embedded().app.version != "3.1", "the embedded app has another version")
  }
}
