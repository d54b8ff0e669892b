/**
 * The Firebase client SDK, configured once. Loaded lazily (it is the heaviest part of the app),
 * after the page is interactive.
 */
import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { EMULATOR_HOST, EMULATOR_PORTS, FIREBASE_CONFIG, usesEmulators } from '../config/env';

export function firebaseApp(): FirebaseApp {
  return getApps().length > 0 ? getApp() : initializeApp(FIREBASE_CONFIG);
}

let firestore: Firestore | undefined;

export function clientFirestore(): Firestore {
  if (!firestore) {
    firestore = getFirestore(firebaseApp());
    if (usesEmulators()) connectFirestoreEmulator(firestore, EMULATOR_HOST, EMULATOR_PORTS.firestore);
  }
  return firestore;
}
