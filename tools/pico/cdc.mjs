// The USB serial port (MicroPython's REPL) through rp2040js's USBCDC, with one change: a read
// of the OUT endpoint waits until the host has bytes, as a host's NAK would. rp2040js answers it
// at once with no bytes, and TinyUSB asks again at once: the CPU never sleeps.
import { USBCDC } from 'rp2040js';

const PACKET = 64;

export class SerialPort {
  /** onOutput(bytes) gets what the device writes; write(bytes) queues what the host sends. */
  constructor(usb, onOutput) {
    this.cdc = new USBCDC(usb);
    this.usb = usb;
    this.input = [];
    this.waiting = 0; // the size of the read the device has armed, or 0
    this.connected = false;
    this.cdc.onDeviceConnected = () => {
      this.connected = true;
    };
    this.cdc.onSerialData = (buffer) => onOutput(buffer);
    usb.onEndpointRead = (endpoint, size) => {
      if (endpoint === this.cdc.outEndpoint) {
        this.waiting = size;
        this.feed();
      }
    };
  }

  write(bytes) {
    for (const byte of bytes) {
      this.input.push(byte);
    }
    this.feed();
  }

  feed() {
    if (!this.waiting || !this.input.length) {
      return;
    }
    const count = Math.min(this.waiting, this.input.length, PACKET);
    this.usb.endpointReadDone(this.cdc.outEndpoint, Uint8Array.from(this.input.splice(0, count)));
    this.waiting = 0;
  }
}
