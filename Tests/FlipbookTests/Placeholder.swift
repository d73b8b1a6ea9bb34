import Testing
@testable import Flipbook
