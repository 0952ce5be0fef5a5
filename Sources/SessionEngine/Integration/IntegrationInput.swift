/// What an integration check reads: the app's Info.plist, its entitlements, and the iOS SDK
/// it links against.
public struct IntegrationInput: Sendable {
  /// The Info.plist, when one was given.
  public var info: PlistDocument?
  /// The entitlements, when given.
  public var entitlements: PlistDocument?
  /// The major version of the iOS SDK the app links against (it sets the query limit).
  public var linkedSDK: Int

  /// Creates an input.
  public init(
    info: PlistDocument?, entitlements: PlistDocument?,
    linkedSDK: Int = IntuneURLSchemes.defaultLinkedSDK
  ) {
    self.info = info
    self.entitlements = entitlements
    self.linkedSDK = linkedSDK
  }
}
