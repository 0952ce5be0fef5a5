import Testing

@testable import SessionEngine

@Suite struct PolicyEnumTests {
  @Test func decodesCaseInsensitively() {
    #expect(PinCharacterSet(graphValue: "AlphanumericAndSymbol") == .alphanumericAndSymbol)
    #expect(ConditionalLaunchAction(graphValue: "WIPE") == .wipe)
    #expect(DeviceThreatLevel(graphValue: "notconfigured") == .notConfigured)
    #expect(ClipboardSharingLevel(graphValue: "managedappswithpastein") == .managedAppsWithPasteIn)
    #expect(DataTransferLevel(graphValue: "None") == DataTransferLevel.none)
    #expect(ManagedBrowserKind(graphValue: "MicrosoftEdge") == .microsoftEdge)
    #expect(
      AppDataEncryptionType(graphValue: "whendevicelockedexceptopenfiles")
        == .whenDeviceLockedExceptOpenFiles)
    #expect(
      NotificationRestriction(graphValue: "BlockOrganizationalData") == .blockOrganizationalData)
    #expect(ScreenCaptureState(graphValue: "BLOCKED") == .blocked)
  }

  @Test func rejectsUnknownValuesAndListsAllowedOnes() {
    #expect(ConditionalLaunchAction(graphValue: "explode") == nil)
    #expect(
      ConditionalLaunchAction.allowedValues
        == "\"block\", \"wipe\", \"warn\", \"blockWhenSettingIsSupported\"")
  }

  @Test func rawValuesAreGraphSpelling() {
    #expect(PinCharacterSet.alphanumericAndSymbol.rawValue == "alphanumericAndSymbol")
    #expect(AppDataEncryptionType.allCases.count == 4)
    #expect(DeviceThreatLevel.allCases.map(\.rawValue).first == "notConfigured")
  }
}
