import SessionEngine

extension TapeCommand {
  /// The vendor whose SDK this line speaks to (`Expect Event` is Intune's delegate, `Admin` its
  /// console, `Mdx` is Citrix's), or nil for a line any tape plays.
  public var vendor: ScenarioVendor? {
    switch self {
    case .waitEvent, .expectEvent, .expectClipboard, .expectDecision, .world(.admin): .intune
    case .mdx, .expectMdx, .expectMdxVault: .citrix
    default: nil
    }
  }

  /// The sentence refusing this line in a tape of the other vendor: the one `replay` says when
  /// the line is played and `check` says at the line when the tape's scenario is known.
  public var otherVendorRefusal: String {
    vendor == .citrix
      ? "\(description) needs a Citrix scenario (\"\(ScenarioVendor.key)\": \"citrix\")"
      : "\(description) is for Intune tapes, not Citrix ones"
  }
}
