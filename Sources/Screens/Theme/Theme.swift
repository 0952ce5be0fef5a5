import SessionEngine
import TerminalUI

/// The colours of every surface, by role: the SDK's screens in the app's IntuneMAMSettings colours,
/// the host app in a neutral look of its own.
public struct Theme: Equatable, Sendable {
  /// SDK screens: background (`BackgroundColor`).
  public var sdkBackground: RGBColor
  /// SDK screens: text (`ForegroundColor`).
  public var sdkForeground: RGBColor
  /// SDK screens: buttons and the active PIN box (`AccentColor`).
  public var accent: RGBColor
  /// Threat-defense screens: background (`SecondaryBackgroundColor`).
  public var secondaryBackground: RGBColor
  /// Threat-defense screens: text (`SecondaryForegroundColor`).
  public var secondaryForeground: RGBColor
  /// The host app's background.
  public var appBackground: RGBColor
  /// The host app's text.
  public var appForeground: RGBColor
  /// The host app's brand colour (its top bar).
  public var appBrand: RGBColor
  /// The host app's accent: its buttons, field labels and badges, in the brand's hue but light
  /// or dark enough to read on `appBackground` (the brand itself is too dark on a dark one).
  public var appAccent: RGBColor
  /// The host app's secondary text.
  public var appMuted: RGBColor
  /// The phone's home screen wallpaper.
  public var wallpaper: RGBColor

  /// The theme for `settings` in `appearance`: explicit colours win; otherwise the system's
  /// defaults, following the appearance when `SupportsDarkMode` is on.
  public static func resolve(settings: MAMSettings, appearance: Appearance) -> Theme {
    let dark = appearance == .dark && settings.supportsDarkMode
    let system = dark ? Theme.systemDark : Theme.systemLight
    var theme = system
    theme.sdkBackground = settings.backgroundColor ?? system.sdkBackground
    theme.sdkForeground = settings.foregroundColor ?? system.sdkForeground
    theme.accent = settings.accentColor ?? system.accent
    theme.secondaryBackground = settings.secondaryBackgroundColor ?? system.secondaryBackground
    theme.secondaryForeground = settings.secondaryForegroundColor ?? system.secondaryForeground
    if appearance == .dark {
      theme.appBackground = Theme.systemDark.appBackground
      theme.appForeground = Theme.systemDark.appForeground
      theme.appAccent = Theme.systemDark.appAccent
      theme.appMuted = Theme.systemDark.appMuted
      theme.wallpaper = Theme.systemDark.wallpaper
    }
    // The brand reaches the host app's screens too: its top bar, and its labels, buttons and
    // badges wherever the accent reads on the app's background (else they keep the app's own).
    if let brand = settings.accentColor {
      theme.appBrand = brand
      if brand.contrastRatio(with: theme.appBackground) >= SettingsValidator.minimumContrast {
        theme.appAccent = brand
      }
    }
    return theme
  }

  /// iOS-like light defaults, the SDK's screens in `SDKSystemColors.light`.
  public static let systemLight = Theme(
    sdk: .light,
    appBackground: rgb(0xF2F2F7), appForeground: rgb(0x1C1C1E), appBrand: rgb(0x0F6B5C),
    appAccent: rgb(0x0F6B5C), appMuted: rgb(0x5F5F66), wallpaper: rgb(0x2B4C7E))

  /// iOS-like dark defaults, the SDK's screens in `SDKSystemColors.dark`.
  public static let systemDark = Theme(
    sdk: .dark,
    appBackground: rgb(0x1C1C1E), appForeground: rgb(0xF2F2F7), appBrand: rgb(0x0F6B5C),
    appAccent: rgb(0x3FBFA3), appMuted: rgb(0xA1A1A8), wallpaper: rgb(0x14233A))

  private static func rgb(_ value: UInt32) -> RGBColor {
    RGBColor(
      red: UInt8((value >> 16) & 0xFF), green: UInt8((value >> 8) & 0xFF), blue: UInt8(value & 0xFF)
    )
  }

  /// The style for `role` on `surface`.
  public func style(_ role: StyleRole, on surface: Surface) -> CellStyle {
    let (background, foreground, accent) = colors(of: surface)
    switch role {
    case .text: return CellStyle(foreground: .rgb(foreground), background: .rgb(background))
    case .title:
      return CellStyle(foreground: .rgb(foreground), background: .rgb(background), bold: true)
    case .muted:
      // The app's grey is for its own background; on the wallpaper it would not read.
      let muted = surface == .app ? appMuted : foreground
      return CellStyle(foreground: .rgb(muted), background: .rgb(background), dim: surface.isSDK)
    case .emphasis:
      return CellStyle(foreground: .rgb(accent), background: .rgb(background), bold: true)
    case .error:
      return CellStyle(foreground: .rgb(foreground), background: .rgb(background), bold: true)
    case .button:
      return CellStyle(foreground: .rgb(accent), background: .rgb(background), bold: true)
    case .buttonFocused, .selection:
      return CellStyle(
        foreground: .rgb(Theme.readable(on: accent)), background: .rgb(accent), bold: true)
    case .field:
      return CellStyle(foreground: .rgb(foreground), background: .rgb(background), underline: true)
    case .fieldFocused:
      return CellStyle(
        foreground: .rgb(foreground), background: .rgb(background), bold: true, underline: true)
    case .pinBox: return CellStyle(foreground: .rgb(accent), background: .rgb(background))
    case .bar:
      return CellStyle(
        foreground: .rgb(Theme.readable(on: appBrand)), background: .rgb(appBrand), bold: true)
    }
  }

  /// Background, text and accent colours of `surface`.
  public func colors(of surface: Surface) -> (RGBColor, RGBColor, RGBColor) {
    switch surface {
    case .sdk: (sdkBackground, sdkForeground, accent)
    case .sdkSecondary: (secondaryBackground, secondaryForeground, accent)
    case .app: (appBackground, appForeground, appAccent)
    case .home:
      (wallpaper, Theme.readable(on: wallpaper), Theme.readable(on: wallpaper))
    }
  }

  /// Black or white, whichever reads better on `background`.
  public static func readable(on background: RGBColor) -> RGBColor {
    let white = RGBColor(red: 255, green: 255, blue: 255)
    let black = RGBColor(red: 0, green: 0, blue: 0)
    return background.contrastRatio(with: white) >= background.contrastRatio(with: black)
      ? white : black
  }
}

/// Which part of the phone is drawn: it decides the colours.
public enum Surface: Equatable, Sendable {
  /// An SDK screen (IntuneMAMSettings colours).
  case sdk
  /// A threat-defense SDK screen (the Secondary colours).
  case sdkSecondary
  /// The host app's own screens.
  case app
  /// The phone's home screen.
  case home

  /// Whether the SDK draws this surface.
  public var isSDK: Bool { self == .sdk || self == .sdkSecondary }
}

/// What a piece of a screen is, for its style.
public enum StyleRole: Equatable, Sendable, CaseIterable {
  case text, title, muted, emphasis, error, button, buttonFocused, selection, field, fieldFocused
  case pinBox, bar
}

extension Theme {
  /// A theme whose SDK screens are in `sdk` and whose host app is in the colours given.
  fileprivate init(
    sdk: SDKSystemColors, appBackground: RGBColor, appForeground: RGBColor, appBrand: RGBColor,
    appAccent: RGBColor, appMuted: RGBColor, wallpaper: RGBColor
  ) {
    self.init(
      sdkBackground: sdk.background, sdkForeground: sdk.foreground, accent: sdk.accent,
      secondaryBackground: sdk.secondaryBackground, secondaryForeground: sdk.secondaryForeground,
      appBackground: appBackground, appForeground: appForeground, appBrand: appBrand,
      appAccent: appAccent, appMuted: appMuted, wallpaper: wallpaper)
  }
}
