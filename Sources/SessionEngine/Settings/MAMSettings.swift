/// Stub replaced by the settings work (same path): IntuneMAMSettings as the engine reads them.
public struct MAMSettings: Equatable, Sendable {
  public var adalClientId: String?
  public var adalRedirectUri: String?
  public var adalAuthority: String?
  public var autoEnrollOnLaunch = false
  public var mamPolicyRequired = false
  public var mamPolicyWarnAbsent = false
  public var multiIdentity = false
  public var splashDuration: Duration = .milliseconds(1500)
  public var backgroundColor: RGBColor?
  public var foregroundColor: RGBColor?
  public var accentColor: RGBColor?
  public var secondaryBackgroundColor: RGBColor?
  public var secondaryForegroundColor: RGBColor?
  public var supportsDarkMode = true
  public var valuesToScrubFromLogging: [String] = []
  public init() {}
  public var authority: String { adalAuthority ?? "common" }
  public static let contosoNotes: MAMSettings = {
    var settings = MAMSettings()
    settings.adalClientId = "6f1c2a4e-93b1-4d2f-8a55-0c7e4b1d9f30"
    settings.adalRedirectUri = "msauth.com.contoso.notes://auth"
    return settings
  }()
  public static func decode(
    _ value: JSONValue, file: String, keyPath: String, lines: [String: Int] = [:]
  ) -> (MAMSettings, [Diagnostic]) {
    var settings = MAMSettings()
    settings.adalClientId = value["ADALClientId"]?.stringValue
    settings.adalRedirectUri = value["ADALRedirectUri"]?.stringValue
    settings.autoEnrollOnLaunch = value["AutoEnrollOnLaunch"]?.boolValue ?? false
    settings.mamPolicyRequired = value["MAMPolicyRequired"]?.boolValue ?? false
    settings.mamPolicyWarnAbsent = value["MAMPolicyWarnAbsent"]?.boolValue ?? false
    if let seconds = value["SplashDuration"]?.numberValue {
      settings.splashDuration = .milliseconds(Int64(seconds * 1000))
    }
    settings.valuesToScrubFromLogging =
      value["ValuesToScrubFromLogging"]?.arrayValue?.compactMap(\.stringValue) ?? []
    return (settings, [])
  }
}
