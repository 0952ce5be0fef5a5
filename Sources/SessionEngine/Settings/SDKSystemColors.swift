import TerminalUI

/// The colours the SDK's screens take where the app's `IntuneMAMSettings` set none, as iOS
/// gives them in each appearance: the one place both the theme and `mamsim check` read them.
public struct SDKSystemColors: Equatable, Sendable {
  /// The screens' background (`BackgroundColor` unset).
  public var background: RGBColor
  /// Their text (`ForegroundColor` unset).
  public var foreground: RGBColor
  /// Their buttons (`AccentColor` unset). A darker blue than iOS's #007AFF in light, which
  /// reads at only 4.0:1 on white: under the 4.5:1 `mamsim check` asks of users' themes.
  public var accent: RGBColor
  /// The threat-defense screens' background (`SecondaryBackgroundColor` unset).
  public var secondaryBackground: RGBColor
  /// Their text (`SecondaryForegroundColor` unset).
  public var secondaryForeground: RGBColor

  /// The light appearance's.
  public static let light = SDKSystemColors(
    background: RGBColor(red: 0xFF, green: 0xFF, blue: 0xFF),
    foreground: RGBColor(red: 0x00, green: 0x00, blue: 0x00),
    accent: RGBColor(red: 0x00, green: 0x66, blue: 0xCC),
    secondaryBackground: RGBColor(red: 0xFF, green: 0xFF, blue: 0xFF),
    secondaryForeground: RGBColor(red: 0x6E, green: 0x6E, blue: 0x73))

  /// The dark appearance's.
  public static let dark = SDKSystemColors(
    background: RGBColor(red: 0x00, green: 0x00, blue: 0x00),
    foreground: RGBColor(red: 0xFF, green: 0xFF, blue: 0xFF),
    accent: RGBColor(red: 0x0A, green: 0x84, blue: 0xFF),
    secondaryBackground: RGBColor(red: 0x1C, green: 0x1C, blue: 0x1E),
    secondaryForeground: RGBColor(red: 0xAE, green: 0xAE, blue: 0xB2))

  /// The appearances an app with `settings` is drawn in: light, and dark too when it supports
  /// dark mode.
  public static func appearances(of settings: MAMSettings) -> [(name: String, colors: Self)] {
    settings.supportsDarkMode ? [("light", .light), ("dark", .dark)] : [("light", .light)]
  }
}
