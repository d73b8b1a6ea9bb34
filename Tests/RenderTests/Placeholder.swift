import Testing
import Foundation
