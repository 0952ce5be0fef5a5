import Testing

@Test func placeholderReplayTests() { #expect(1 + 1 == 2) }
