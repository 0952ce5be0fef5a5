import Foundation
import Testing

@testable import SessionEngine

@Suite struct SettingsThemeTests {
  private static var themesDirectory: URL {
    URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()  // SessionEngineTests
      .deletingLastPathComponent()  // Tests
      .deletingLastPathComponent()  // repository root
      .appendingPathComponent("themes")
  }

  @Test func everyThemeLoadsCleanly() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.themesDirectory.path)
      .filter { $0.hasSuffix(".plist") }.sorted()
    #expect(names.count >= 4)
    for required in ["system-default", "contoso-light", "contoso-dark", "high-contrast"] {
      #expect(names.contains("\(required).plist"))
    }
    for name in names {
      let result = SettingsLoader.load(path: Self.themesDirectory.appendingPathComponent(name).path)
      let problems = result.diagnostics.filter { $0.severity != .note }
      #expect(problems.isEmpty, "\(name): \(problems)")
      #expect(result.settings?.adalClientId != nil, "\(name)")
      #expect(result.settings?.adalRedirectUri != nil, "\(name)")
    }
  }

  @Test func brandedThemesDeclareTheirColours() {
    let light = SettingsLoader.load(
      path: Self.themesDirectory.appendingPathComponent("contoso-light.plist").path
    ).settings
    let background = light?.backgroundColor?.relativeLuminance ?? 0
    #expect(background > 0.8)
    let system = SettingsLoader.load(
      path: Self.themesDirectory.appendingPathComponent("system-default.plist").path
    ).settings
    #expect(system?.backgroundColor == nil && system?.accentColor == nil)
  }
}
