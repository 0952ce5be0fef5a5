/// What the app's own Info.plist and entitlements change in the emulator: the consequences the
/// SDK's guide states for the integration checker's findings, read from its report.
///
/// The built-in apps integrate correctly (the default value); `mamsim run --settings Info.plist
/// --entitlements App.entitlements` and a tape's `Set Settings`/`Set Entitlements` give the app
/// the value its files earn. Only consequences the guide states are kept here; every other
/// finding is shown (`problems`) and changes nothing.
public struct AppIntegration: Equatable, Sendable {
  /// The Info.plist the consequences come from, when one was read.
  public var infoFile: String?
  /// The entitlements file, when one was read.
  public var entitlementsFile: String?
  /// Whether the SDK protects the app's screens: false for a scene manifest without scene
  /// configurations, where enrollment and the policy arrive and nothing is enforced.
  public var protectsScenes = true
  /// Whether iOS lets the app use Face ID (`NSFaceIDUsageDescription` is present).
  public var mayUseFaceID = true
  /// The app's own queried schemes (`LSApplicationQueriesSchemes` without the twins, the SDK's
  /// schemes and `mailto`), in the file's order: the apps the notes' "Open in" offers.
  public var queriedApps: [String] = []
  /// Every scheme in `LSApplicationQueriesSchemes`, in the file's order.
  public var queriedSchemes: [String] = []
  /// How many schemes iOS lets the app query (Apple's limit for the linked SDK), nil for none.
  public var queryLimit: Int?
  /// The checker's problems, in the guide's order (shown in the SDK's diagnostics screen).
  public var problems: [IntegrationFinding] = []

  /// The integration of an app that does everything the guide asks.
  public init() {}

  /// The integration `report` describes, for the Info.plist `info` (nil when only
  /// entitlements were read) linked against iOS `linkedSDK`.
  public init(
    report: IntegrationReport, info: PlistDocument?, entitlementsFile: String? = nil,
    linkedSDK: Int = IntuneURLSchemes.defaultLinkedSDK
  ) {
    infoFile = info?.file
    self.entitlementsFile = entitlementsFile
    protectsScenes = report.problems(.sceneConfigurations).isEmpty
    mayUseFaceID = info == nil || report.problems(.faceIDUsage).isEmpty
    queriedSchemes = info?.root["LSApplicationQueriesSchemes"]?.elements?.compactMap(\.string) ?? []
    queriedApps = queriedSchemes.filter { !IntuneURLSchemes.needsNoTwin($0) }
    queryLimit = info == nil ? nil : IntuneURLSchemes.queryLimit(linkedSDK: linkedSDK)
    problems = report.problems
  }

  /// The policy the SDK enforces when `policy` is in force: none when the app's scenes escape
  /// the SDK ("policy applied but not enforced").
  public func enforced(_ policy: AppProtectionPolicy?) -> AppProtectionPolicy? {
    protectsScenes ? policy : nil
  }

  /// How many queried apps the notes' "Open in" offers at most.
  public static let openInLimit = 4

  /// The queried apps the notes' "Open in" offers: those `canOpenURL` answers wrongly for while
  /// a policy is enforced first, then the others, in the file's order, at most `openInLimit`.
  public var openInApps: [String] {
    let wrong = queriedApps.filter { canOpenURL($0, managed: true).isWrong }
    let right = queriedApps.filter { !canOpenURL($0, managed: true).isWrong }
    return Array((wrong + right).prefix(Self.openInLimit))
  }

  /// Whether the app was given its own files (else the scenario's app is used as it is).
  public var fromUserFiles: Bool { infoFile != nil || entitlementsFile != nil }

  /// What `canOpenURL` answers the app for `scheme` on a phone where that app is installed
  /// and carries the SDK, while a policy is enforced (`managed`) or not.
  public func canOpenURL(_ scheme: String, managed: Bool) -> URLQueryAnswer {
    let lowered = scheme.lowercased()
    let listed = queriedSchemes.map { $0.lowercased() }
    let limit = queryLimit ?? listed.count
    func declared(_ name: String) -> Bool {
      guard let index = listed.firstIndex(of: name) else { return false }
      return index < limit
    }
    guard declared(lowered) else {
      return URLQueryAnswer(
        scheme: scheme, answer: false,
        reason: listed.contains(lowered) ? .pastLimit(limit) : .notDeclared)
    }
    let twin = IntuneURLSchemes.twin(of: lowered)
    guard managed, !declared(twin) else {
      return URLQueryAnswer(scheme: scheme, answer: true, reason: .declared)
    }
    return URLQueryAnswer(
      scheme: scheme, answer: false, reason: .twinMissing(IntuneURLSchemes.twin(of: scheme)))
  }
}
