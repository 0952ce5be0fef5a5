import Foundation
import Screens
import SessionEngine
import TerminalUI
import Testing

/// Every shipped theme, in both appearances, passes the contrast check `mamsim check` asks of
/// users' themes (`SettingsValidator.minimumContrast`) for every colour pair the screens actually
/// draw text in.
@Suite("Shipped theme contrast")
struct ShippedThemeContrastTests {
  /// The themes shipped in `themes/`, plus the built-in scenario's own settings.
  static let themes: [String] = {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("themes")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return ["(built-in scenario)"]
      + names.filter { $0.hasSuffix(".plist") }.sorted().map {
        folder.appendingPathComponent($0).path
      }
  }()

  @Test func theThemesFolderIsFound() {
    #expect(Self.themes.count >= 5)
  }

  @Test(arguments: themes, [Appearance.light, .dark])
  func everyDrawnPairIsReadable(_ theme: String, _ appearance: Appearance) throws {
    var settings = ScenarioLoader.embedded().app.settings
    if theme != "(built-in scenario)" {
      let loaded = SettingsLoader.load(path: theme)
      settings = try #require(loaded.settings)
    }
    var failures: Set<String> = []
    for screen in Self.screens(settings: settings, appearance: appearance) {
      for y in 0..<screen.height {
        for x in 0..<screen.width {
          let cell = screen[x, y]
          guard Self.isText(cell.text), case .rgb(let front) = cell.style.foreground,
            case .rgb(let back) = cell.style.background
          else { continue }
          let ratio = front.contrastRatio(with: back)
          if ratio < SettingsValidator.minimumContrast {
            failures.insert(
              "\(front.hex) on \(back.hex) (\((ratio * 100).rounded(.down) / 100):1), "
                + "e.g. \"\(screen.lines[y].trimmingCharacters(in: .whitespaces))\"")
          }
        }
      }
    }
    #expect(
      failures.isEmpty, "\(theme) \(appearance):\n\(failures.sorted().joined(separator: "\n"))")
  }

  /// A letter, digit or symbol that is read as text (not a space, not a frame line).
  static func isText(_ text: String) -> Bool {
    guard let scalar = text.unicodeScalars.first, !text.allSatisfy(\.isWhitespace) else {
      return false
    }
    return !(0x2500...0x257F).contains(scalar.value)
  }

  /// The screens a user meets, with focus on buttons, fields and list rows along the way.
  static func screens(settings: MAMSettings, appearance: Appearance) -> [CellBuffer] {
    var screens: [CellBuffer] = []
    func pilot(_ change: @escaping (inout Scenario) -> Void = { _ in }) -> Pilot {
      Pilot(appearance: appearance) {
        $0.app.settings = settings
        change(&$0)
      }
    }
    let walk = pilot()
    walk.passSplash()
    screens.append(walk.screen)
    for _ in 0..<4 {
      walk.press(.tab)
      screens.append(walk.screen)
    }
    walk.press(.function(1))
    screens.append(walk.screen)
    walk.press(.escape)
    walk.signIn(Pilot.alex.upn, Pilot.alex.password)
    walk.wait(.seconds(3))
    screens.append(walk.screen)  // the restart alert
    walk.press(.enter)
    walk.wait(.seconds(1))
    screens.append(walk.screen)  // the home screen
    walk.press(.enter)
    walk.passSplash()
    walk.type("25")
    screens.append(walk.screen)  // set a PIN
    walk.type("80")
    walk.wait(.seconds(1))
    walk.type("2581")
    walk.wait(.seconds(1))
    screens.append(walk.screen)  // the PINs differ
    walk.type("2580")
    walk.wait(.seconds(1))
    walk.type("2580")
    walk.wait(.seconds(2))
    screens.append(walk.screen)  // the managed notes
    walk.press(.down)
    screens.append(walk.screen)
    walk.press(.tab)
    screens.append(walk.screen)
    walk.press(.enter)
    screens.append(walk.screen)  // the menu
    walk.press(.down, .down)
    screens.append(walk.screen)
    walk.press(.enter)
    #expect(walk.app.currentScreen.identity == "sdk.diagnostics")
    screens.append(walk.screen)  // diagnostics
    walk.press(.function(4))
    screens.append(walk.screen)
    walk.press(.escape, .function(5))
    screens.append(walk.screen)
    walk.press(.escape)
    walk.press(.escape)  // back to the notes
    walk.press(.enter)
    #expect(walk.shows("Fabrikam renewal"))
    screens.append(walk.screen)  // a note
    walk.press(.escape)
    walk.press(.tab, .enter, .enter)
    walk.type("Board prep")
    #expect(walk.app.currentScreen.identity == "app.newNote")
    screens.append(walk.screen)  // a new note
    walk.press(.tab)
    screens.append(walk.screen)

    let passcode = pilot { $0.policies[0].pinCharacterSet = .alphanumericAndSymbol }
    passcode.toSetPin()
    passcode.type("ab")
    screens.append(passcode.screen)
    passcode.press(.tab)
    screens.append(passcode.screen)

    let enter = pilot()
    enter.toEnterPin()
    enter.type("1111")
    enter.wait(.seconds(1))
    screens.append(enter.screen)
    enter.press(.tab)
    screens.append(enter.screen)

    let offline = pilot()
    offline.toOfflineBlock()
    screens.append(offline.screen)
    offline.press(.tab)
    screens.append(offline.screen)

    let threat = pilot { $0.policies[0].maximumAllowedDeviceThreatLevel = .low }
    threat.toManaged()
    try? threat.runtime.apply(.device(.threatLevel(.high)))
    threat.runtime.relaunch()
    threat.passSplash()
    #expect(threat.shows("high risk"))
    screens.append(threat.screen)
    threat.press(.tab)
    screens.append(threat.screen)
    return screens
  }
}
